// Routes of the feed (/api/v1/feeds): the signed-in user's sections of knows.
import * as endpoints from '../../lib/api/endpoints';
import { feedSchema } from '../../lib/contracts/know-catalogue';
import { getDb } from '../db';
import { defineRoute, type AnyRoute } from '../http/route';
import { findFeed } from './find-feed';

export const feedRoute = defineRoute({
  endpoint: endpoints.feed,
  tag: 'feeds',
  summary: "The signed-in user's feed: sections for their grades, each chosen subject, the most liked and the newest knows in their country",
  response: feedSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ caller }) => findFeed(await getDb(), caller.userUuid),
});

export const FEED_ROUTES = [feedRoute] as unknown as AnyRoute[];
