// The record of a newsletter consent (issue 15): when, and to which wording — the text's key, its language and the app
// version that showed it (the texts are versioned with the app, so the three name the words exactly).
import { APP_VERSION } from '../../lib/analytics/app-version';

export type NewsletterConsentRecord = { newsletter: boolean; newsletterConsentOn: Date | null; newsletterConsentWording: string | null };

/** The columns for a newsletter choice: consent recorded when on, cleared when off. */
export function newsletterChoice(newsletter: boolean, wording: { key: string; locale: string }, now = new Date()): NewsletterConsentRecord {
  return newsletter
    ? { newsletter, newsletterConsentOn: now, newsletterConsentWording: `${wording.key} (${wording.locale}, app ${APP_VERSION})` }
    : { newsletter, newsletterConsentOn: null, newsletterConsentWording: null };
}
