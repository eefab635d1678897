// Routes of the moderators' queue (issue 21), for admins only: the open reports, and acting on one.
import * as endpoints from '../../lib/api/endpoints';
import { adminReportsSchema, moderateReportSchema, moderationActionSchema } from '../../lib/contracts/chats';
import { idParamsSchema } from '../../lib/contracts/ids';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { listOpenReports, moderateReport } from './moderation';

const TAG = 'moderation';

export const adminReportsRoute = defineRoute({
  endpoint: endpoints.adminReports,
  tag: TAG,
  summary: 'The open reports, one per reported thing (with how many reports name it), oldest first',
  response: adminReportsSchema,
  handle: async () => listOpenReports(await getDb()),
});

export const moderateReportRoute = defineRoute({
  endpoint: endpoints.moderateReport,
  tag: TAG,
  summary: 'Acts on a report: HIDE the thing (at once gone from pages, search and chats), WARN its author (a mail in their language) or SUSPEND them, or DISMISS; written to the audit trail, and closes every open report of the thing',
  params: idParamsSchema,
  body: moderateReportSchema,
  response: moderationActionSchema,
  status: 201,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, params, body }) => moderateReport(await getDb(), caller.userUuid, params.id, body),
});

export const MODERATION_ROUTES = [adminReportsRoute, moderateReportRoute];
