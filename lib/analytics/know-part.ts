// The know part of an analytics event (spec §3 "Know (as seen by analytics)": uuid, knower uuid, subjects (id, name),
// grades (id, level), publishedOn, knowFormat), built from the know a page already shows, so that every event about
// a know — likes, saves, shares, views, flashcards — describes it alike (issue 33).
import type { AnalyticsKnowPart } from '../contracts/analytics';
import type { KnowSummary } from '../contracts/knows';

/** What the part is made of: any know summary (the know page's detail, a library item's know) has it. */
export type KnowForAnalytics = Pick<KnowSummary, 'uuid' | 'knowFormat' | 'subjects' | 'grades' | 'publishedOn'> & { knower: Pick<KnowSummary['knower'], 'uuid'> };

const LIST_MAX = 20;
const NAME_MAX = 100;

export function knowAnalyticsPart(know: KnowForAnalytics): AnalyticsKnowPart {
  const firstSubject = know.subjects[0];
  return {
    knowUuid: know.uuid,
    knowerUuid: know.knower.uuid,
    subjects: know.subjects.slice(0, LIST_MAX).map((subject) => ({ id: subject.id, name: subject.name.slice(0, NAME_MAX) })),
    grades: know.grades.slice(0, LIST_MAX).map((grade) => ({ id: grade.id, level: grade.level })),
    publishedOn: know.publishedOn,
    ...(firstSubject ? { subjectId: firstSubject.id } : {}),
    format: know.knowFormat,
  };
}
