// The IP lookup rule (spec §4) and the data the client sends with it (POST users/{id}/lookup). Count and last
// time are kept per user in localStorage; the count goes up by one per send.
//
// The rule, as spec §4 says: "The IP lookup is re-sent when its count is at most 10 and under 3 hours have passed
// since the last, or when its count is over 10 and under 10 days have passed. Otherwise the rule skips it."
// The first lookup of a user on this device is always sent. Taken literally, as here, the rule keeps re-sending
// while visits come close together (count ≤ 10: less than 3 h apart; count > 10: less than 10 days apart) and
// stops for good once a gap is longer.
import { IP_LOOKUP_RULE } from '../../config/analytics';
import type { IpLookupBody } from '../contracts/app-usage';
import { timeZoneOffsetMinutes } from './device';
import { readJson, writeJson, type KeyValueStore } from './storage';

export const IP_LOOKUP_KEY = 'knowly_ip_lookup';

/** The contract's time-zone pattern (lib/contracts/app-usage.ts), repeated so that this code loads no zod. */
const TIME_ZONE_NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

export type IpLookupRecord = { userUuid: string; count: number; lastAt: number };

function readRecord(store: KeyValueStore): IpLookupRecord | null {
  const value = readJson(store, IP_LOOKUP_KEY) as Partial<IpLookupRecord> | null;
  if (!value || typeof value.userUuid !== 'string' || typeof value.count !== 'number' || typeof value.lastAt !== 'number') return null;
  return { userUuid: value.userUuid, count: value.count, lastAt: value.lastAt };
}

/** Whether the lookup is sent for this user at `now`, by the rule quoted above. */
export function isIpLookupDue(record: IpLookupRecord | null, userUuid: string, now: number): boolean {
  if (!record || record.userUuid !== userUuid) return true;
  const elapsed = now - record.lastAt;
  if (record.count <= IP_LOOKUP_RULE.frequentCountLimit) return elapsed < IP_LOOKUP_RULE.frequentWindowMs;
  return elapsed < IP_LOOKUP_RULE.rareWindowMs;
}

/**
 * Sends the lookup when the rule says so and counts it. The new count and time are kept before sending (two
 * starts at once send once) and the old ones restored when the send fails. Answers whether it sent.
 */
export async function sendIpLookupIfDue({ store, userUuid, now, send }: { store: KeyValueStore; userUuid: string; now: number; send: () => Promise<void> }): Promise<boolean> {
  const record = readRecord(store);
  if (!isIpLookupDue(record, userUuid, now)) return false;
  const count = record && record.userUuid === userUuid ? record.count + 1 : 1;
  writeJson(store, IP_LOOKUP_KEY, { userUuid, count, lastAt: now } satisfies IpLookupRecord);
  try {
    await send();
    return true;
  } catch {
    if (record) writeJson(store, IP_LOOKUP_KEY, record);
    else store.removeItem(IP_LOOKUP_KEY);
    return false;
  }
}

/** What this browser knows of where it is: time zone, languages and screen. */
export function ipLookupData(win: Pick<Window, 'navigator' | 'screen' | 'devicePixelRatio'>, now = new Date()): IpLookupBody {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const languages = (win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language]).filter(Boolean).slice(0, 10).map((tag) => tag.slice(0, 35));
  return {
    timeZone: timeZone && TIME_ZONE_NAME.test(timeZone) ? timeZone : null,
    timeZoneOffset: timeZoneOffsetMinutes(now),
    languages,
    screen: {
      width: Math.max(0, Math.min(20_000, Math.round(win.screen.width))),
      height: Math.max(0, Math.min(20_000, Math.round(win.screen.height))),
      pixelRatio: Math.max(0.1, Math.min(10, win.devicePixelRatio || 1)),
    },
  };
}
