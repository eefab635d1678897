// The know part of the library's analytics events (know_saved, know_unsaved; issue 33): the whole part of spec §3
// when the caller shows the know (the know page, a library card), else its uuid alone (a know just published).
import { knowAnalyticsPart, type KnowForAnalytics } from '../../../lib/analytics/know-part';
import type { AnalyticsKnowPart } from '../../../lib/contracts/analytics';

export type LibraryEventOptions = { know?: KnowForAnalytics };

export function libraryEventKnow(knowUuid: string, know: KnowForAnalytics | undefined): AnalyticsKnowPart {
  return know && know.uuid === knowUuid ? knowAnalyticsPart(know) : { knowUuid };
}
