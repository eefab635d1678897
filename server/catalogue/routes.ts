// Routes of the catalogue in the main API.
import { listSubjectsQuerySchema, listSubjectsResponseSchema } from '../../lib/contracts/catalogue';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { findSubjects } from './find-subjects';

export const listSubjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/subjects',
  tag: 'catalogue',
  summary: 'Lists the subjects of a content language',
  query: listSubjectsQuerySchema,
  response: listSubjectsResponseSchema,
  handle: async ({ query }) => ({ subjects: await findSubjects(await getDb(), query.language) }),
});
