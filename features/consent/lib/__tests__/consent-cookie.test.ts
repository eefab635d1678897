// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, readConsent, saveConsent } from '../consent-cookie';

afterEach(() => Cookies.remove(CONSENT_COOKIE));

describe('the consent cookie', () => {
  it('keeps the choice with the time it was made', () => {
    const saved = saveConsent({ statistics: true, marketing: false });
    expect(readConsent()).toEqual(saved);
    expect(saved.decidedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each(['not json', '{"statistics":"yes","marketing":false,"decidedOn":"x"}', '{"statistics":true}', 'null', '[]'])('reads %s as no choice yet', (raw) => {
    Cookies.set(CONSENT_COOKIE, raw);
    expect(readConsent()).toBeNull();
  });

  it('drops fields it does not know', () => {
    Cookies.set(CONSENT_COOKIE, JSON.stringify({ statistics: false, marketing: true, decidedOn: 'd', extra: 1 }));
    expect(readConsent()).toEqual({ statistics: false, marketing: true, decidedOn: 'd' });
  });
});
