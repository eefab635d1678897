// How many documents one user may upload: KNOW_UPLOAD_QUOTA per hour and per day (config/know-uploads.ts). Every
// upload costs a sandbox process its rendering, so a free account cannot turn the server into a PDF renderer for
// others; past the quota the upload answers TooManyRequestsError (429) with retryAfterSeconds before its body is read.
import { KNOW_UPLOAD_QUOTA } from '../../config/know-uploads';
import { createRateLimit, type RateLimit } from '../throttle/rate-limit';

let current: RateLimit | undefined;

export function uploadQuota(): RateLimit {
  current ??= createRateLimit([
    { name: 'know_uploads_hour', points: KNOW_UPLOAD_QUOTA.perHour, durationSeconds: 60 * 60 },
    { name: 'know_uploads_day', points: KNOW_UPLOAD_QUOTA.perDay, durationSeconds: 24 * 60 * 60 },
  ]);
  return current;
}

/** Starts counting afresh (tests). */
export function resetUploadQuota(quota?: RateLimit): void {
  current = quota;
}
