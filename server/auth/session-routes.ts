// Routes of the account's sign-ins (auth service): list them, and end all but the current one. Own account only.
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import { endedSessionsSchema, signInSessionsSchema } from '../../lib/contracts/sign-in-sessions';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { endOtherSignIns, listSignIns } from './sign-in-sessions';

export const listSessionsRoute = defineRoute({
  endpoint: endpoints.listSessions,
  tag: 'auth',
  summary: "Your account's live sign-ins (devices and browsers), newest first, the current one marked",
  params: idParamsSchema,
  response: signInSessionsSchema,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ caller }) => {
    const { accountUuid, familyUuid } = caller;
    return { sessions: await listSignIns(await getDb(), { accountUuid, currentFamily: familyUuid }) };
  },
});

export const endOtherSessionsRoute = defineRoute({
  endpoint: endpoints.endOtherSessions,
  tag: 'auth',
  summary: 'Signs out everywhere else: ends every sign-in of your account but the one of this request',
  params: idParamsSchema,
  response: endedSessionsSchema,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ caller }) => {
    const { accountUuid, familyUuid } = caller;
    return { ended: await endOtherSignIns(await getDb(), { accountUuid, keepFamily: familyUuid }) };
  },
});
