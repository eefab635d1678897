// Limits on calls that send mail on request: resend the confirmation and forgot password (per account or address,
// whoever asks), and change e-mail (per account and per new address). At most 1 per minute and 5 per day per key,
// in fixed windows from a key's first mail. Counted per key whether or not a mail goes out, so that the answers
// reveal nothing about which accounts exist; a refused call is not counted. The counts live in the process's bounded
// throttle store, or Redis (security finding: the old map grew without bound and swept every key on each request).
import { createRateLimit, type RateLimit } from '../throttle/rate-limit';
import type { ThrottleStore } from '../throttle/throttle-store';

const EMAIL_SEND_LIMITS = [
  { name: 'mail_minute', points: 1, durationSeconds: 60 },
  { name: 'mail_day', points: 5, durationSeconds: 24 * 60 * 60 },
] as const;

/** The mail limits, counted in `store` (the process's throttle store by default). */
export const createMailThrottle = (store?: ThrottleStore): RateLimit => createRateLimit(EMAIL_SEND_LIMITS, { store });

const mailThrottle = createMailThrottle();

/** The process's throttle for mail-sending requests; keys are e.g. `resend:<account uuid>`, `reset:<address>`. */
export function emailSendThrottle(): RateLimit {
  return mailThrottle;
}
