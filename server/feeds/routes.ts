// Routes of the feed (/api/v1/feeds): the signed-in user's sections of knows.
import { feedSchema } from '../../lib/contracts/know-catalogue';
import { requireAuth } from '../auth/require-auth';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { findFeed } from './find-feed';

export const feedRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/feeds',
  tag: 'feeds',
  summary: "The signed-in user's feed: sections for their grades, each chosen subject, the most liked and the newest knows in their country",
  response: feedSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ headers }) => findFeed(await getDb(), (await requireAuth(headers)).userUuid),
});

export const FEED_ROUTES = [feedRoute] as unknown as AnyRoute[];
