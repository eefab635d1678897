// Routes of catalogue pages' data: knower profiles and their public knows (/api/v1/knowers/{id}/…), plus the feed's
// route (server/feeds). Subject, topic and knowledge pages render on the server from server/catalogue/find-*.ts and
// need no route of their own.
import * as endpoints from '../../lib/api/endpoints';
import { knowerParamsSchema, knowerProfileSchema, knowPageSchema, pageQuerySchema } from '../../lib/contracts/know-catalogue';
import { getDb } from '../db';
import { FEED_ROUTES } from '../feeds/routes';
import { defineRoute, type AnyRoute } from '../http/route';
import { findKnowerKnows, findKnowerProfile } from '../knowers/find-knower-profile';

export const knowerProfileRoute = defineRoute({
  endpoint: endpoints.knowerProfile,
  tag: 'knowers',
  summary: "A knower's public profile: name, username, bio, picture, country, member since, and their public knows' count, likes and views",
  params: knowerParamsSchema,
  response: knowerProfileSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findKnowerProfile(await getDb(), params.id),
});

export const knowerKnowsRoute = defineRoute({
  endpoint: endpoints.knowerKnows,
  tag: 'knowers',
  summary: "A knower's public knows, newest first, 24 a page",
  params: knowerParamsSchema,
  query: pageQuerySchema,
  response: knowPageSchema,
  errors: ['NotFoundError'],
  handle: async ({ params, query }) => findKnowerKnows(await getDb(), params.id, query.page),
});

export const CATALOGUE_KNOW_ROUTES = [knowerProfileRoute, knowerKnowsRoute, ...FEED_ROUTES] as unknown as AnyRoute[];
