// Routes of the knowers area of the main API (/api/v1/knowers).
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import { knowerSchema } from '../../lib/contracts/users';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { findKnower, findKnowerOfUser } from './find-knower';

export const myKnowerRoute = defineRoute({
  endpoint: endpoints.myKnower,
  tag: 'knowers',
  summary: 'The knower record of the signed-in user',
  response: knowerSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ caller }) => findKnowerOfUser(await getDb(), caller.userUuid),
});

export const knowerRoute = defineRoute({
  endpoint: endpoints.knower,
  tag: 'knowers',
  summary: 'A knower',
  params: idParamsSchema,
  response: knowerSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findKnower(await getDb(), params.id),
});
