// Routes of the catalogue in the main API.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { listSubjectsQuerySchema, listSubjectsResponseSchema } from '../../lib/contracts/catalogue';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { findGrades, findSchoolTypes, gradeSchema, schoolTypeSchema } from './find-onboarding-catalogue';
import { findSubjects } from './find-subjects';

export const listSubjectsRoute = defineRoute({
  endpoint: endpoints.listSubjects,
  tag: 'catalogue',
  summary: 'Lists the subjects of a content language',
  query: listSubjectsQuerySchema,
  response: listSubjectsResponseSchema,
  handle: async ({ query }) => ({ subjects: await findSubjects(await getDb(), query.language) }),
});

export const listGradesRoute = defineRoute({
  endpoint: endpoints.listGrades,
  tag: 'catalogue',
  summary: "The grades of the request's country site, lowest level first (empty where the country has none)",
  response: z.array(gradeSchema),
  handle: async ({ headers }) => findGrades(await getDb(), requestSite({ headers }, { locale: undefined, path: '/' }).countryCode),
});

export const listSchoolTypesRoute = defineRoute({
  endpoint: endpoints.listSchoolTypes,
  tag: 'catalogue',
  summary: "The school types of the request's country site, alphabetically (empty where the country has none)",
  response: z.array(schoolTypeSchema),
  handle: async ({ headers }) => {
    const site = requestSite({ headers }, { locale: undefined, path: '/' });
    return findSchoolTypes(await getDb(), site.countryCode, site.contentLanguage);
  },
});
