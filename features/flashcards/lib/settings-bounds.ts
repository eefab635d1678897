// The bounds of the study settings, as the API's contract sets them (lib/contracts/flashcards.ts, kept out of the
// page so that zod is not loaded for it): desired retention 0.70–0.97, 0–9999 new cards and reviews a day.

export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;
export const PER_DAY_MAX = 9999;

/** A slider's value as a retention of two decimals within the bounds (a range input can answer 0.9000000001). */
export function roundRetention(value: number): number {
  if (!Number.isFinite(value)) return DESIRED_RETENTION_MIN;
  return Math.min(DESIRED_RETENTION_MAX, Math.max(DESIRED_RETENTION_MIN, Math.round(value * 100) / 100));
}

/** A typed number of cards a day as a whole number within the bounds (empty or nonsense is 0). */
export function clampPerDay(text: string): number {
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value)) return 0;
  return Math.min(PER_DAY_MAX, Math.max(0, value));
}
