// What the know page reports while it is open: one view per browser session (for the know's view count), the
// content-duration milestones of the time the know was visible (the tab in front), and flashcards_opened when the
// know is a flashcard set (spec §7); each carries where the visitor came from (spec §2 `referrer` and `utm_content`,
// know-visit.ts).
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { knowAnalyticsPart, type KnowForAnalytics } from '../../../lib/analytics/know-part';
import { track } from '../../../lib/analytics/track';
import type { AnalyticsKnowPart } from '../../../lib/contracts/analytics';
import { recordKnowView } from '../api/record-view';
import { hasMilestonesAfter, milestonesPassed } from './content-duration';
import { knowVisitOf, visitEventParts } from './know-visit';

const TICK_MS = 1000;

export function useKnowTracking({ know, isPublic }: { know: KnowForAnalytics; isPublic: boolean }) {
  const { query } = useRouter();
  const { referrerScreen, valueId } = visitEventParts(knowVisitOf(query));
  const visit = useMemo(() => ({ ...(referrerScreen ? { referrerScreen } : {}), ...(valueId ? { valueId } : {}) }), [referrerScreen, valueId]);
  const uuid = know.uuid;
  const format = know.knowFormat;
  // The know is asked for again (a renewed sign-in) as a new object with the same content: the part's text keeps
  // the effects below from running again (a second flashcards_opened, the milestones counted from zero).
  const partText = JSON.stringify(knowAnalyticsPart(know));
  const knowPart = useMemo(() => JSON.parse(partText) as AnalyticsKnowPart, [partText]);
  useEffect(() => {
    if (isPublic) recordKnowView(uuid);
  }, [uuid, isPublic]);

  useEffect(() => {
    if (format === 'FLASHCARDS') track('flashcards_opened', { ...visit, value: 'know_page', know: knowPart });
  }, [knowPart, format, visit]);

  useEffect(() => {
    let seconds = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const before = seconds;
      seconds += TICK_MS / 1000;
      for (const milestone of milestonesPassed(before, seconds)) {
        track('content_duration_milestone', { ...visit, value: milestone, know: knowPart });
      }
      if (!hasMilestonesAfter(seconds)) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [knowPart, visit]);
}
