// The emailPreferencesToken of an unsubscribe link (spec §7 users/newsletter/unsubscribe/v2): HMAC-SHA256 of the
// mail's uuid (its outbox row), base64url, under a key derived from APP_SECRET for this purpose only. Nothing is
// stored: the link proves that it came from a mail we sent, and to whom (the mail's user).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { env } from '../env';

let cached: { secret: string; key: Buffer } | undefined;

function preferencesKey(): Buffer {
  const secret = env().APP_SECRET;
  if (cached?.secret !== secret) {
    cached = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'knowly', 'email-preferences-token v1', 32)) };
  }
  return cached.key;
}

export function emailPreferencesToken(emailUuid: string): string {
  return createHmac('sha256', preferencesKey()).update(emailUuid.toLowerCase()).digest('base64url');
}

/** Constant-time check of a token against the mail's uuid. */
export function isValidEmailPreferencesToken(emailUuid: string, token: string): boolean {
  const expected = Buffer.from(emailPreferencesToken(emailUuid));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
