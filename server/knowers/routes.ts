// Routes of the knowers area of the main API (/api/v1/knowers).
import { idParamsSchema } from '../../lib/contracts/ids';
import { knowerSchema } from '../../lib/contracts/users';
import { requireAuth } from '../auth/require-auth';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { findKnower, findKnowerOfUser } from './find-knower';

export const myKnowerRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/knowers/me',
  tag: 'knowers',
  summary: 'The knower record of the signed-in user',
  response: knowerSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ headers }) => findKnowerOfUser(await getDb(), (await requireAuth(headers)).userUuid),
});

export const knowerRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/knowers/{id}',
  tag: 'knowers',
  summary: 'A knower',
  params: idParamsSchema,
  response: knowerSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findKnower(await getDb(), params.id),
});
