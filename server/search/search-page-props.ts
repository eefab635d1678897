// What the search pages render on the server: the results of the URL's search in the site's content language, and
// the subjects, grades and formats to filter by (only subjects and formats the language has public knows of; grades
// only where the site shows them).
import type { GetServerSidePropsContext } from 'next';
import { SEARCH_LIMITS } from '../../lib/contracts/search-limits';
import type { Site } from '../../lib/site/site';
import { searchParamsFromQuery, type SearchParams } from '../../lib/knows/search-params';
import type { KnowFormat } from '../../lib/contracts/knows';
import type { SearchKnowsResponse } from '../../lib/contracts/search';
import { findGrades } from '../catalogue/find-onboarding-catalogue';
import { findSubjectsWithKnows } from '../catalogue/find-catalogue-subjects';
import { findSubjects } from '../catalogue/find-subjects';
import { getDb } from '../db';
import { findSearchFormats } from './search-formats';
import { languageVariants, searchAudienceOf, searchKnows } from './search-knows';

/** The props of features/search's SearchPage and AppSearchPage. */
export type SearchPageData = {
  initialParams: SearchParams;
  initialResults: SearchKnowsResponse;
  subjects: { id: string; name: string }[];
  grades: { id: string; name: string }[];
  formats: KnowFormat[];
  utmContent?: string;
};

export async function loadSearchPage(context: GetServerSidePropsContext, site: Site): Promise<SearchPageData> {
  const db = await getDb();
  const params = searchParamsFromQuery(context.query);
  const utm = context.query.utm_content;
  const [results, subjects, grades, formats] = await Promise.all([
    searchKnows(db, { ...params, subjectId: params.subjectId ?? undefined, gradeId: params.gradeId ?? undefined, knowFormat: params.knowFormat ?? undefined, examBoard: params.examBoard ?? undefined, language: site.contentLanguage, pageSize: SEARCH_LIMITS.defaultPageSize, audience: await searchAudienceOf(context.req.headers) }),
    findSubjects(db, site.contentLanguage).then((rows) => findSubjectsWithKnows(db, rows, languageVariants(site.contentLanguage))),
    site.showGrades ? findGrades(db, site.countryCode) : [],
    findSearchFormats(db, site.contentLanguage),
  ]);
  return {
    initialParams: params,
    initialResults: results,
    subjects,
    grades: grades.map(({ id, name }) => ({ id, name })),
    formats,
    ...(typeof utm === 'string' && utm ? { utmContent: utm.slice(0, 100) } : {}),
  };
}
