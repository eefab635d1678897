import { describe, expect, it } from 'vitest';
import { COMPETITION_FORM_LIFETIME_MS } from '../../../config/competitions';
import { LOCALES } from '../../../config/locales';
import { EMAIL_TOKEN_LIFETIME_MS } from '../../auth/email-tokens';
import { emailPreferencesToken, isValidEmailPreferencesToken } from '../email-preferences';
import { mailLinks } from '../mailbox';
import { mailSite } from '../mail-site';
import { mailStrings, pluralText } from '../mail-strings';
import { escapeHtml, linkLifetime, MAIL_LINK_LIFETIMES, MAIL_TEMPLATES, renderMail, type MailParams, type MailTemplate } from '../templates';

const LINK = 'https://knowly.de/auth/confirm?token=3f2504e0-4f89-41d3-9a0c-0305e82c3301&change=1';

const PARAMS: { [T in MailTemplate]: MailParams[T] } = {
  'confirm-email': { name: 'Mia', link: LINK },
  'reset-password': { name: 'Mia', link: LINK },
  'change-email': { name: 'Mia', link: LINK, newEmail: 'new@example.org' },
  'email-changed': { name: 'Mia', link: LINK, oldEmail: 'old@example.org', newEmail: 'new@example.org', supportEmail: 'support@knowly.de' },
  newsletter: { name: 'Mia', subject: 'News', paragraphs: ['One', 'Two'], action: { label: 'Read', link: LINK } },
  'parental-consent': { link: LINK, age: 16 },
  'competition-prize': { name: 'Mia', rank: 1, prize: '100,00 €', link: LINK },
  'moderation-warning': { name: 'Mia', target: 'CHAT_MESSAGE', link: LINK },
  'payout-status': { name: 'Mia', status: 'rejected', amount: '25,00 €', reason: 'IBAN of someone else', link: LINK },
  'pro-plan': { name: 'Mia', kind: 'cancelled', interval: 'month', amount: '9,99 €', date: '25. Dezember 2026', link: LINK },
};

describe('mail templates', () => {
  describe.each(LOCALES)('%s', (locale) => {
    it.each(MAIL_TEMPLATES)('renders %s with its link, every placeholder filled', (template) => {
      const mail = renderMail(template, locale, PARAMS[template]);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/\n/);
      for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toContain('{{');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      // The parent's mail goes to an address nobody confirmed: it carries no name a user wrote, only the age.
      if (template === 'parental-consent') expect(mail.text).toContain('16');
      else expect(mail.text).toContain('Mia');
      if (template === 'change-email' || template === 'email-changed') expect(mail.text).toContain('new@example.org');
      if (template === 'email-changed') expect(mail.text).toContain('support@knowly.de');
    });

    it('is written in its own language (only en-GB may share English texts)', () => {
      if (locale === 'en' || locale === 'en-GB') return;
      expect(renderMail('confirm-email', locale, PARAMS['confirm-email']).subject).not.toBe(renderMail('confirm-email', 'en', PARAMS['confirm-email']).subject);
    });
  });

  it('escapes user data in the HTML and keeps it as typed in the text', () => {
    const name = '<script>alert("x")</script> & Co';
    const mail = renderMail('change-email', 'de', { name, link: LINK, newEmail: 'a"<b>@example.org' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain(`Hallo ${name},`);
  });

  it('escapes the paragraphs of a newsletter and refuses links that are not http(s)', () => {
    const mail = renderMail('newsletter', 'fr', { name: 'Léa', subject: 'Hi\nthere', paragraphs: ['<img src=x onerror=alert(1)>'] });
    expect(mail.html).not.toContain('<img');
    expect(mail.subject).toBe('Hi there');
    expect(() => renderMail('confirm-email', 'de', { name: 'Mia', link: 'javascript:alert(1)' })).toThrow();
    expect(() => renderMail('confirm-email', 'de', { name: 'Mia', link: '/auth/confirm' })).toThrow();
  });

  it('adds the unsubscribe footer when asked', () => {
    const unsubscribe = 'https://knowly.de/newsletter/unsubscribe?emailUuid=1&emailType=newsletter&token=abc';
    const mail = renderMail('newsletter', 'de', PARAMS.newsletter, { unsubscribeLink: unsubscribe });
    expect(mail.text).toContain(`Abmelden: ${unsubscribe}`);
    expect(mail.html).toContain(`href="${escapeHtml(unsubscribe)}"`);
    expect(renderMail('newsletter', 'de', PARAMS.newsletter).text).not.toContain('Abmelden');
  });

  it('falls back to English for an unknown locale', () => {
    expect(renderMail('reset-password', 'xx', PARAMS['reset-password']).subject).toBe(mailStrings('en').resetPassword.subject);
  });

  it('states the link lifetimes the tokens really have', () => {
    expect(EMAIL_TOKEN_LIFETIME_MS).toEqual({ 'confirm-email': 7 * 24 * 3_600_000, 'change-email': 24 * 3_600_000, 'reset-password': 3_600_000, 'parental-consent': 14 * 24 * 3_600_000 });
    const text = (template: MailTemplate, locale = 'en') => renderMail(template, locale, PARAMS[template]).text;
    expect(text('confirm-email')).toContain('The link is valid for 7 days.');
    expect(text('change-email')).toContain('The link is valid for 24 hours.');
    expect(text('reset-password')).toContain('The link is valid for 1 hour and works only once.');
    expect(text('parental-consent')).toContain('The link is valid for 14 days.');
    expect(text('competition-prize')).toContain('The link works once, for 30 days.');
    expect(text('reset-password', 'pl')).toContain('przez 1 godzinę');
    expect(text('change-email', 'pl')).toContain('przez 24 godziny');
    expect(text('parental-consent', 'cs')).toContain('platný 14 dní');
    expect(text('competition-prize', 'ro')).toContain('timp de 30 de zile');
  });

  it('takes each lifetime from the code: a whole number of the unit its text names', () => {
    expect(linkLifetime('competition-prize') * 24 * 3_600_000).toBe(COMPETITION_FORM_LIFETIME_MS);
    for (const template of Object.keys(MAIL_LINK_LIFETIMES) as (keyof typeof MAIL_LINK_LIFETIMES)[]) {
      expect(Number.isInteger(linkLifetime(template)), template).toBe(true);
      expect(linkLifetime(template), template).toBeGreaterThan(0);
    }
  });

  it('says a changed lifetime in the plural form the language needs', () => {
    const polish = mailStrings('pl');
    expect([1, 2, 5, 22].map((count) => pluralText(polish.confirmEmail, 'validity', count, 'pl'))).toEqual([
      'Link jest ważny przez 1 dzień.', 'Link jest ważny przez 2 dni.', 'Link jest ważny przez 5 dni.', 'Link jest ważny przez 22 dni.',
    ]);
    expect([1, 3, 48].map((count) => pluralText(mailStrings('cs').resetPassword, 'validity', count, 'cs'))).toEqual([
      'Odkaz platí 1 hodinu a funguje jen jednou.', 'Odkaz platí 3 hodiny a funguje jen jednou.', 'Odkaz platí 48 hodin a funguje jen jednou.',
    ]);
    expect([1, 2, 20].map((count) => pluralText(mailStrings('ro').parentalConsent, 'validity', count, 'ro'))).toEqual([
      'Linkul este valabil 1 zi.', 'Linkul este valabil 2 zile.', 'Linkul este valabil 20 de zile.',
    ]);
    expect(pluralText(mailStrings('de').confirmEmail, 'validity', 1, 'de')).toBe('Der Link ist 1 Tag lang gültig.');
    // The locale's own forms only: Polish takes none of English's.
    expect(Object.keys(polish.confirmEmail).filter((key) => key.startsWith('validity_')).sort()).toEqual(['validity_few', 'validity_many', 'validity_one', 'validity_other']);
    expect(polish.confirmEmail.validity_one).toBe('Link jest ważny przez {{count}} dzień.');
  });
});

describe('mail links', () => {
  it('point at the user’s country site, locale-prefixed unless it is the site’s language', () => {
    expect(mailSite({ country: 'DE', interfaceLanguage: 'de' }, 'localhost:3100').href('/auth/confirm?token=t')).toBe('http://de.localhost:3100/auth/confirm?token=t');
    expect(mailSite({ country: 'AT', interfaceLanguage: 'de' }, 'localhost:3100').origin).toBe('http://de.localhost:3100');
    expect(mailSite({ country: 'FR', interfaceLanguage: 'en' }, 'fr.localhost').href('/auth/reset-password?token=t')).toBe('http://fr.localhost/en/auth/reset-password?token=t');
    expect(mailSite({ country: 'US', interfaceLanguage: 'en' }).origin).toBe('http://localhost:3000');
    expect(mailSite({ country: 'ZZ', interfaceLanguage: 'xx' }).locale).toBe('en');
  });

  it('are listed with their labels for the mailbox, each once', () => {
    const mail = renderMail('confirm-email', 'de', PARAMS['confirm-email']);
    expect(mailLinks(mail.html)).toEqual([{ label: 'E-Mail-Adresse bestätigen', href: LINK }]);
  });
});

describe('emailPreferencesToken', () => {
  const emailUuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

  it('is a base64url HMAC of the mail uuid, checked whatever the uuid’s case', () => {
    const token = emailPreferencesToken(emailUuid);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isValidEmailPreferencesToken(emailUuid.toUpperCase(), token)).toBe(true);
  });

  it.each([
    ['another mail’s token', emailPreferencesToken('3f2504e0-4f89-41d3-9a0c-0305e82c3302')],
    ['a shorter value', 'abc'],
    ['a longer value', `${emailPreferencesToken(emailUuid)}A`],
    ['nothing', ''],
  ])('refuses %s', (_label, token) => {
    expect(isValidEmailPreferencesToken(emailUuid, token)).toBe(false);
  });
});
