// Routes of search (/api/v1/knows/search).
import * as endpoints from '../../lib/api/endpoints';
import { searchKnowsQuerySchema, searchKnowsResponseSchema } from '../../lib/contracts/search';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { searchAudienceOf, searchKnows } from './search-knows';

export const searchKnowsRoute = defineRoute({
  endpoint: endpoints.searchKnows,
  tag: 'search',
  summary: "Searches the public knows of a content language (default: the request site's): full text with stemming, accents and diacritics folded, filters, suggestions, and the corrected query's results when a typo finds nothing; a caller who is not signed in searches only what visitors may see of each know",
  query: searchKnowsQuerySchema,
  response: searchKnowsResponseSchema,
  handle: async ({ query, headers }) => {
    const language = query.language ?? requestSite({ headers }, { locale: undefined, path: '/' }).contentLanguage;
    const { asTyped, ...rest } = query;
    return searchKnows(await getDb(), { ...rest, language, asTyped: asTyped === 'true', audience: await searchAudienceOf(headers) });
  },
});

export const SEARCH_ROUTES = [searchKnowsRoute] as unknown as AnyRoute[];
