// The texts of the e-mails, in the user's interface language: public/locales/<locale>/mail.json, read on the server
// (mails are rendered without a page, so next-i18next is not involved). A missing locale or key falls back to English.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../config/locales';

type ActionMail = { subject: string; intro: string; action: string; validity: string; notYou: string };

export type MailStrings = {
  greeting: string;
  /** For mails to an address not yet confirmed, which carry no name a user wrote. */
  greetingWithoutName: string;
  signOff: string;
  linkHelp: string;
  footer: string;
  confirmEmail: ActionMail;
  resetPassword: ActionMail;
  changeEmail: ActionMail;
  emailChanged: Omit<ActionMail, 'validity'>;
  parentalConsent: ActionMail & { restricted: string };
  newsletter: { reason: string; unsubscribe: string };
  payoutStatus: { subjects: Record<PayoutMailStatus, string>; intros: Record<PayoutMailStatus, string>; reason: string; action: string };
  competitionPrize: { subject: string; intro: string; action: string; validity: string };
  moderationWarning: { subject: string; intro: string; targets: Record<'KNOW' | 'CHAT_MESSAGE' | 'POLL' | 'USER', string>; rules: string; action: string };
  proPlan: { subjects: Record<ProPlanMailKind, string>; intros: Record<ProPlanMailKind, string>; intervals: Record<'month' | 'year', string>; action: string };
};

type ProPlanMailKind = 'started' | 'renewed' | 'cancelled';

type PayoutMailStatus = 'requested' | 'approved' | 'paid' | 'rejected';

const LOCALES_DIR = path.join(process.cwd(), 'public/locales');
const cache = new Map<Locale, MailStrings>();

function readJson(locale: Locale): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'mail.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** English as the base, the locale's non-empty strings on top. */
function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    const translated = over[key];
    if (isRecord(value)) result[key] = merge(value, isRecord(translated) ? translated : {});
    else if (typeof translated === 'string' && translated.trim() !== '') result[key] = translated;
  }
  return result;
}

/** The locale a mail is written in: the user's interface language when it is one of the 19, else English. */
export function mailLocale(locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export function mailStrings(locale: string | null | undefined): MailStrings {
  const resolved = mailLocale(locale);
  let strings = cache.get(resolved);
  if (!strings) {
    const english = readJson(DEFAULT_LOCALE);
    strings = (resolved === DEFAULT_LOCALE ? english : merge(english, readJson(resolved))) as MailStrings;
    cache.set(resolved, strings);
  }
  return strings;
}
