// The texts of the e-mails, in the user's interface language: public/locales/<locale>/mail.json, read on the server
// (mails are rendered without a page, so next-i18next is not involved). A missing locale or key falls back to English.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../config/locales';
import { intlLocaleOf } from '../../lib/i18n/intl-locale';

/** An i18next plural key's forms (`validity_one`, `validity_few`, …, `validity_other`): the count comes from the code. */
export type PluralForms<K extends string> = { [F in `${K}_${Intl.LDMLPluralRule}`]?: string } & { [F in `${K}_other`]: string };

/** The lifetime of the mail's link, a plural key: "The link is valid for {{count}} days." */
type Validity = PluralForms<'validity'>;

type ActionMail = { subject: string; intro: string; action: string; notYou: string } & Validity;

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
  emailChanged: { subject: string; intro: string; action: string; notYou: string };
  parentalConsent: ActionMail & { restricted: string };
  newsletter: { reason: string; unsubscribe: string };
  payoutStatus: { subjects: Record<PayoutMailStatus, string>; intros: Record<PayoutMailStatus, string>; reason: string; action: string };
  competitionPrize: { subject: string; intro: string; action: string } & Validity;
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

const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => PLURAL_FORM.exec(key)?.[1];

/** English as the base, the locale's non-empty strings on top. A plural key the locale translates takes only the
 *  locale's forms (Polish has _few and _many, English has _one): no English form is mixed into them. */
function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  const translatedPlurals = new Set(Object.keys(over).filter((key) => nonEmpty(over[key]) && `${pluralBase(key)}_other` in base).map(pluralBase));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    const translated = over[key];
    if (isRecord(value)) result[key] = merge(value, isRecord(translated) ? translated : {});
    else if (!translatedPlurals.has(pluralBase(key))) result[key] = nonEmpty(translated) ? translated : value;
  }
  for (const [key, translated] of Object.entries(over)) if (translatedPlurals.has(pluralBase(key)) && nonEmpty(translated)) result[key] = translated;
  return result;
}

/** The form of a plural key for count, as i18next picks it (Intl.PluralRules: "_few" for 22 in Polish), with
 *  {{count}} filled in; `_other` when the locale has no such form. */
export function pluralText<K extends string>(texts: PluralForms<K>, key: K, count: number, locale: string | null | undefined): string {
  const forms = texts as Record<string, string | undefined>;
  const resolved = mailLocale(locale);
  const text = forms[`${key}_${new Intl.PluralRules(resolved).select(count)}`] ?? forms[`${key}_other`]!;
  return text.replace(/\{\{\s*count\s*\}\}/g, new Intl.NumberFormat(intlLocaleOf(resolved)).format(count));
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
