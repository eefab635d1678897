// What the search pages render on the server: the results of the URL's search in the site's content language, and
// the subjects and grades to filter by.
import type { GetServerSidePropsContext } from 'next';
import { SEARCH_LIMITS } from '../../lib/contracts/search-limits';
import type { Site } from '../../lib/site/site';
import { searchParamsFromQuery, type SearchParams } from '../../lib/knows/search-params';
import type { SearchKnowsResponse } from '../../lib/contracts/search';
import { findGrades } from '../catalogue/find-onboarding-catalogue';
import { findSubjects } from '../catalogue/find-subjects';
import { getDb } from '../db';
import { searchAudienceOf, searchKnows } from './search-knows';

/** The props of features/search's SearchPage and AppSearchPage. */
export type SearchPageData = {
  initialParams: SearchParams;
  initialResults: SearchKnowsResponse;
  subjects: { id: string; name: string }[];
  grades: { id: string; name: string }[];
  utmContent?: string;
};

export async function loadSearchPage(context: GetServerSidePropsContext, site: Site): Promise<SearchPageData> {
  const db = await getDb();
  const params = searchParamsFromQuery(context.query);
  const utm = context.query.utm_content;
  const [results, subjects, grades] = await Promise.all([
    searchKnows(db, { ...params, subjectId: params.subjectId ?? undefined, gradeId: params.gradeId ?? undefined, knowFormat: params.knowFormat ?? undefined, language: site.contentLanguage, pageSize: SEARCH_LIMITS.defaultPageSize, audience: await searchAudienceOf(context.req.headers) }),
    findSubjects(db, site.contentLanguage),
    findGrades(db, site.countryCode),
  ]);
  return {
    initialParams: params,
    initialResults: results,
    subjects: subjects.map(({ id, name }) => ({ id, name })),
    grades: grades.map(({ id, name }) => ({ id, name })),
    ...(typeof utm === 'string' && utm ? { utmContent: utm.slice(0, 100) } : {}),
  };
}
