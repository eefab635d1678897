// @vitest-environment jsdom
// "Cookie settings" asked for before the banner's code has come (decision 053): the request is kept and answered when
// the banner starts listening; the footer's button, markup that is never hydrated, asks through its data attribute.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
});

const fresh = () => import('../cookie-settings');

describe('cookie settings requests', () => {
  it('answers a listener at every request, and announces each with the window event that loads the banner', async () => {
    const { COOKIE_SETTINGS_REQUESTED, onCookieSettingsRequest, openCookieSettings } = await fresh();
    const listener = vi.fn();
    const announced = vi.fn();
    window.addEventListener(COOKIE_SETTINGS_REQUESTED, announced);
    const stop = onCookieSettingsRequest(listener);
    openCookieSettings();
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(announced).toHaveBeenCalledTimes(2);
    stop();
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(COOKIE_SETTINGS_REQUESTED, announced);
  });

  it('keeps a request made while nothing listens and answers it once, when the first listener comes', async () => {
    const { onCookieSettingsRequest, openCookieSettings } = await fresh();
    openCookieSettings();
    const late = vi.fn();
    onCookieSettingsRequest(late);
    expect(late).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onCookieSettingsRequest(later);
    expect(later).not.toHaveBeenCalled();
  });

  it('makes a click on an element marked data-opens-cookie-settings a request, until stopped', async () => {
    const { answerCookieSettingsButtons, onCookieSettingsRequest } = await fresh();
    document.body.innerHTML = '<footer><button type="button" data-opens-cookie-settings=""><span>Cookie settings</span></button><a href="#x">other</a></footer>';
    const stop = answerCookieSettingsButtons();
    document.querySelector('span')!.click();
    const listener = vi.fn();
    onCookieSettingsRequest(listener);
    expect(listener).toHaveBeenCalledTimes(1); // the click came before the listener: kept for it
    document.querySelector('a')!.click();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    document.querySelector('button')!.click();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
