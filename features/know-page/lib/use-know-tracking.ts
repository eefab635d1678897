// What the know page reports while it is open: one view per browser session (for the know's view count) and the
// content-duration milestones of the time the know was visible (the tab in front), spec §7.
import { useEffect } from 'react';
import { track } from '../../../lib/analytics/track';
import { recordKnowView } from '../api/record-view';
import { hasMilestonesAfter, milestonesPassed } from './content-duration';

const TICK_MS = 1000;

export function useKnowTracking({ uuid, isPublic, subjectId, format }: { uuid: string; isPublic: boolean; subjectId: string | undefined; format: string }) {
  useEffect(() => {
    if (isPublic) recordKnowView(uuid);
  }, [uuid, isPublic]);

  useEffect(() => {
    let seconds = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const before = seconds;
      seconds += TICK_MS / 1000;
      for (const milestone of milestonesPassed(before, seconds)) {
        track('content_duration_milestone', { value: milestone, know: { knowUuid: uuid, ...(subjectId ? { subjectId } : {}), format } });
      }
      if (!hasMilestonesAfter(seconds)) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [uuid, subjectId, format]);
}
