// Routes of search (/api/v1/knows/search).
import { searchKnowsQuerySchema, searchKnowsResponseSchema } from '../../lib/contracts/search';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { searchAudienceOf, searchKnows } from './search-knows';

export const searchKnowsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/knows/search',
  tag: 'search',
  summary: "Searches the public knows of a content language (default: the request site's): full text with stemming, filters, suggestions; a caller who is not signed in searches only what visitors may see of each know",
  query: searchKnowsQuerySchema,
  response: searchKnowsResponseSchema,
  handle: async ({ query, headers }) => {
    const language = query.language ?? requestSite({ headers }, { locale: undefined, path: '/' }).contentLanguage;
    return searchKnows(await getDb(), { ...query, language, audience: await searchAudienceOf(headers) });
  },
});

export const SEARCH_ROUTES = [searchKnowsRoute] as unknown as AnyRoute[];
