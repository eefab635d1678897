// How many import previews one user may ask for: FLASHCARD_IMPORT_QUOTA per hour and per day (./limits.ts). Each one
// costs a sandbox process up to its bounds (config/file-sandbox.ts), so a free account cannot turn the server into a
// parser of archives for others; past the quota the import answers TooManyRequestsError (429) with retryAfterSeconds
// before its body is read.
import { createRateLimit, type RateLimit } from '../throttle/rate-limit';
import { FLASHCARD_IMPORT_QUOTA } from './limits';

let current: RateLimit | undefined;

export function importQuota(): RateLimit {
  current ??= createRateLimit([
    { name: 'flashcard_imports_hour', points: FLASHCARD_IMPORT_QUOTA.perHour, durationSeconds: 60 * 60 },
    { name: 'flashcard_imports_day', points: FLASHCARD_IMPORT_QUOTA.perDay, durationSeconds: 24 * 60 * 60 },
  ]);
  return current;
}

/** Starts counting afresh (tests), optionally with other rules. */
export function resetImportQuota(quota?: RateLimit): void {
  current = quota;
}
