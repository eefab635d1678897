// Routes of catalogue pages' data: topics, knowledge tree, knows per subject, knower profiles' knows.
import type { AnyRoute } from '../http/route';

export const CATALOGUE_KNOW_ROUTES: AnyRoute[] = [];
