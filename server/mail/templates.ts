// The e-mails the product sends: subject, plain text and a simple HTML version with inline styles only (mail clients
// drop <style> blocks; the dev mailbox shows the HTML under the page's CSP, which allows style attributes). Texts
// come from public/locales/<locale>/mail.json; every value that comes from a user is escaped in the HTML.
import { PALETTE } from '../../config/palette';
import { PRODUCT_NAME } from '../../lib/seo/page-title';
import { COMPETITION_FORM_LIFETIME_MS } from '../../config/competitions';
import { EMAIL_TOKEN_LIFETIME_MS } from '../auth/email-tokens';
import { mailLocale, mailStrings, pluralText } from './mail-strings';

export const MAIL_TEMPLATES = ['confirm-email', 'reset-password', 'change-email', 'email-changed', 'newsletter', 'parental-consent', 'payout-status', 'pro-plan', 'competition-prize', 'moderation-warning'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

type Action = { label: string; link: string };

export type MailParams = {
  /** link: /auth/confirm?token=… on the user's site. Mails with a one-time link greet by name only when they go to
   *  the account's confirmed address: nothing a user wrote goes to an address nobody has confirmed (security finding
   *  "mail to any address"), so `name` is left out otherwise. */
  'confirm-email': { name?: string; link: string };
  /** link: /auth/reset-password?token=… on the user's site. */
  'reset-password': { name?: string; link: string };
  /** Sent to the new address; link: /auth/confirm?token=…&change=1. */
  'change-email': { name?: string; link: string; newEmail: string };
  /** Sent to the old address once the change is confirmed; link: the site's contact page (/legal/contact). */
  'email-changed': { name: string; link: string; oldEmail: string; newEmail: string; supportEmail: string };
  /** To the address a child gave as their parent's (decision 029); link: /auth/parental-consent?token=…. Nothing the
   *  child wrote goes in it (the address is nobody's confirmed one): the consent page shows the child's name. */
  'parental-consent': { link: string; age: number };
  /** To a knower when their payout request is received, approved, paid or rejected (issue 20); amount is formatted in
   *  the mail's locale; link: the payout history on their site. */
  'payout-status': { name: string; status: 'requested' | 'approved' | 'paid' | 'rejected'; amount: string; reason?: string; link: string };
  /** To a winner of a knower competition (issue 20): their rank, the prize (formatted in the mail's locale, already
   *  in their balance) and the one-time link to the payout form (/profile/payouts/competition-form?accessToken=…). */
  'competition-prize': { name: string; rank: number; prize: string; link: string };
  /** To the buyer of the pro plan (issue 19): the receipt of the first payment and of each renewal, and the
   *  confirmation of a cancellation (pro until `date`); amount formatted in the mail's locale; link: their profile. */
  'pro-plan': { name: string; kind: 'started' | 'renewed' | 'cancelled'; interval: 'month' | 'year'; amount: string; date: string; link: string };
  /** To the author of something a moderator warned them about (issue 21): what kind of thing it was (never its text),
   *  and the community guidelines on their site. */
  'moderation-warning': { name: string; target: 'KNOW' | 'CHAT_MESSAGE' | 'POLL' | 'USER'; link: string };
  /** Editorial mail: the caller supplies the localized subject and paragraphs. */
  newsletter: { name: string; subject: string; paragraphs: string[]; action?: Action };
};

export type RenderedMail = { subject: string; text: string; html: string };

/** What every template boils down to before it is written as text and as HTML. */
type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: Action;
  notes: string[];
};

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Replaces {{name}} placeholders; unknown placeholders stay visible so that a missing value is noticed. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The lifetimes the mails state, in the unit of their text (days or hours): the real lifetimes of the links. */
export const MAIL_LINK_LIFETIMES = {
  'confirm-email': { ms: EMAIL_TOKEN_LIFETIME_MS['confirm-email'], unit: DAY_MS },
  'reset-password': { ms: EMAIL_TOKEN_LIFETIME_MS['reset-password'], unit: HOUR_MS },
  'change-email': { ms: EMAIL_TOKEN_LIFETIME_MS['change-email'], unit: HOUR_MS },
  'parental-consent': { ms: EMAIL_TOKEN_LIFETIME_MS['parental-consent'], unit: DAY_MS },
  'competition-prize': { ms: COMPETITION_FORM_LIFETIME_MS, unit: DAY_MS },
} as const;

/** How many days or hours the template's link works (a unit test keeps these whole numbers). */
export const linkLifetime = (template: keyof typeof MAIL_LINK_LIFETIMES) => MAIL_LINK_LIFETIMES[template].ms / MAIL_LINK_LIFETIMES[template].unit;

function assertWebLink(link: string): string {
  if (!/^https?:\/\//.test(link)) throw new Error('Mail links must be absolute http(s) URLs.');
  return link;
}

function contentOf<T extends MailTemplate>(template: T, locale: string, params: MailParams[T]): MailContent {
  const strings = mailStrings(locale);
  const name = 'name' in params ? params.name : undefined;
  const greeting = name ? fill(strings.greeting, { name }) : strings.greetingWithoutName;
  switch (template) {
    case 'confirm-email':
    case 'reset-password':
    case 'change-email': {
      const p = params as MailParams['change-email'];
      const texts = template === 'confirm-email' ? strings.confirmEmail : template === 'reset-password' ? strings.resetPassword : strings.changeEmail;
      const values = { email: p.newEmail ?? '', product: PRODUCT_NAME };
      return {
        subject: fill(texts.subject, values),
        greeting,
        paragraphs: [fill(texts.intro, values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [pluralText(texts, 'validity', linkLifetime(template), locale), fill(texts.notYou, values)],
      };
    }
    case 'email-changed': {
      const p = params as MailParams['email-changed'];
      const values = { oldEmail: p.oldEmail, newEmail: p.newEmail, supportEmail: p.supportEmail, product: PRODUCT_NAME };
      const texts = strings.emailChanged;
      return {
        subject: fill(texts.subject, values),
        greeting,
        paragraphs: [fill(texts.intro, values), fill(texts.notYou, values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [],
      };
    }
    case 'parental-consent': {
      const p = params as MailParams['parental-consent'];
      const values = { age: String(p.age), product: PRODUCT_NAME };
      const texts = strings.parentalConsent;
      return {
        subject: fill(texts.subject, values),
        greeting,
        paragraphs: [fill(texts.intro, values), fill(texts.restricted, values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [pluralText(texts, 'validity', linkLifetime('parental-consent'), locale), fill(texts.notYou, values)],
      };
    }
    case 'payout-status': {
      const p = params as MailParams['payout-status'];
      const values = { amount: p.amount, reason: p.reason ?? '', product: PRODUCT_NAME };
      const texts = strings.payoutStatus;
      return {
        subject: fill(texts.subjects[p.status], values),
        greeting,
        paragraphs: [fill(texts.intros[p.status], values), ...(p.status === 'rejected' && p.reason ? [fill(texts.reason, values)] : [])],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [],
      };
    }
    case 'pro-plan': {
      const p = params as MailParams['pro-plan'];
      const texts = strings.proPlan;
      const values = { plan: texts.intervals[p.interval], amount: p.amount, date: p.date, product: PRODUCT_NAME };
      return {
        subject: fill(texts.subjects[p.kind], values),
        greeting,
        paragraphs: [fill(texts.intros[p.kind], values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [],
      };
    }
    case 'competition-prize': {
      const p = params as MailParams['competition-prize'];
      const values = { rank: String(p.rank), prize: p.prize, product: PRODUCT_NAME };
      const texts = strings.competitionPrize;
      return {
        subject: fill(texts.subject, values),
        greeting,
        paragraphs: [fill(texts.intro, values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [pluralText(texts, 'validity', linkLifetime('competition-prize'), locale)],
      };
    }
    case 'moderation-warning': {
      const p = params as MailParams['moderation-warning'];
      const texts = strings.moderationWarning;
      const values = { thing: texts.targets[p.target], product: PRODUCT_NAME };
      return {
        subject: fill(texts.subject, values),
        greeting,
        paragraphs: [fill(texts.intro, values), fill(texts.rules, values)],
        action: { label: texts.action, link: assertWebLink(p.link) },
        notes: [],
      };
    }
    case 'newsletter': {
      const p = params as MailParams['newsletter'];
      return {
        subject: p.subject,
        greeting,
        paragraphs: p.paragraphs,
        action: p.action ? { label: p.action.label, link: assertWebLink(p.action.link) } : undefined,
        notes: [],
      };
    }
    default:
      throw new Error(`Unknown mail template ${String(template)}`);
  }
}

function renderText(content: MailContent, locale: string, unsubscribeLink: string | undefined): string {
  const strings = mailStrings(locale);
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.action) lines.push(`${content.action.label}:`, content.action.link, '');
  if (content.notes.length > 0) lines.push(...content.notes, '');
  lines.push(strings.signOff, '', '-- ', strings.footer);
  if (unsubscribeLink) lines.push(strings.newsletter.reason, `${strings.newsletter.unsubscribe}: ${unsubscribeLink}`);
  return `${lines.join('\n')}\n`;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function renderHtml(content: MailContent, locale: string, unsubscribeLink: string | undefined): string {
  const strings = mailStrings(locale);
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const small = `font-size:14px;line-height:1.5;color:${PALETTE.inkMuted};`;
  const parts = [
    `<p style="margin:0 0 24px;font-size:22px;font-weight:800;color:${PALETTE.brandBlue};">${escapeHtml(PRODUCT_NAME)}</p>`,
    p(content.greeting),
    ...content.paragraphs.map((paragraph) => p(paragraph)),
  ];
  if (content.action) {
    const href = escapeHtml(content.action.link);
    parts.push(
      `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:44px;background:${PALETTE.brandBlue};color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;${small}">${escapeHtml(strings.linkHelp)}<br><a href="${href}" style="color:${PALETTE.brandBlue};word-break:break-all;">${href}</a></p>`,
    );
  }
  parts.push(...content.notes.map((note) => p(note, small)), p(strings.signOff, 'margin-top:24px;'));
  const footer = [escapeHtml(strings.footer)];
  if (unsubscribeLink) {
    footer.push(`${escapeHtml(strings.newsletter.reason)} <a href="${escapeHtml(unsubscribeLink)}" style="color:${PALETTE.inkMuted};">${escapeHtml(strings.newsletter.unsubscribe)}</a>`);
  }
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(mailLocale(locale))}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PALETTE.surfaceMuted};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PALETTE.surfaceMuted};padding:24px 12px;"><tr><td align="center">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${PALETTE.surface};border-radius:12px;"><tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.6;color:${PALETTE.ink};">`,
    ...parts,
    '</td></tr></table>',
    `<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${PALETTE.inkMuted};text-align:center;">${footer.join('<br>')}</p>`,
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Renders a mail in the locale (an unknown locale gets English); unsubscribeLink adds the opt-out footer. */
export function renderMail<T extends MailTemplate>(template: T, locale: string, params: MailParams[T], { unsubscribeLink }: { unsubscribeLink?: string } = {}): RenderedMail {
  const { subject, ...rest } = contentOf(template, locale, params);
  const content = { ...rest, subject: subject.replace(/\s+/g, ' ').trim() };
  if (unsubscribeLink) assertWebLink(unsubscribeLink);
  return { subject: content.subject, text: renderText(content, locale, unsubscribeLink), html: renderHtml(content, locale, unsubscribeLink) };
}
