// Routes of search (/api/v1/knows/search).
import type { AnyRoute } from '../http/route';

export const SEARCH_ROUTES: AnyRoute[] = [];
