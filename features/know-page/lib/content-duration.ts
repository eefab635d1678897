// Content-duration milestones (spec §7: 5, 10, 15, 30, 60, 90, 120 s): how long a know was really on screen — the
// tab visible — and which milestones a new total of seconds passes.
import { CONTENT_DURATION_MILESTONES_S } from '../../../config/analytics-events';

/** The milestones passed when the visible time grows from `before` to `after` seconds, in order. */
export function milestonesPassed(before: number, after: number): number[] {
  return CONTENT_DURATION_MILESTONES_S.filter((milestone) => milestone > before && milestone <= after);
}

/** Whether there is any milestone left after `seconds` (the clock stops after the last). */
export const hasMilestonesAfter = (seconds: number) => seconds < CONTENT_DURATION_MILESTONES_S[CONTENT_DURATION_MILESTONES_S.length - 1]!;
