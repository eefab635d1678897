// @vitest-environment jsdom
// The footer's language and country menus: an Escape or a tap elsewhere right after the menu opened closes it — the
// listeners are in place as soon as the open menu is shown (a journey once pressed Escape in the frames between).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import shell from '../../../public/locales/en/shell.json';
import { theme } from '../../../styles/theme';
import { FooterMenus } from '../footer-menus';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { shell, common: {} } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function showMenus() {
  const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale: 'en', isReady: true, events: { on: () => {}, off: () => {} } } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <FooterMenus path="/" locale="en" />
          <p>elsewhere</p>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  const button = screen.getByText(`${shell.chooseLanguage}:`).closest('summary')!;
  return { button, menu: button.closest('details')! };
}

describe('footer menus', () => {
  it('close on an Escape pressed right after the menu opened, and give the focus back to its button', () => {
    const { button, menu } = showMenus();
    fireEvent.click(button);
    expect(menu.open).toBe(true);
    // No task in between: the browser's own toggle event would not have come yet.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('close on a tap elsewhere right after the menu opened, and on a second click of the button', () => {
    const { button, menu } = showMenus();
    fireEvent.click(button);
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(menu.open).toBe(false);
    fireEvent.click(button);
    expect(menu.open).toBe(true);
    fireEvent.click(button);
    expect(menu.open).toBe(false);
  });
});
