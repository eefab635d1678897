// The newsletter route of the main API (/api/v1/users/newsletter/…).
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { unsubscribeBodySchema } from '../../lib/contracts/account-email';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { unsubscribeFromNewsletter } from './newsletter';

export const unsubscribeRoute = defineRoute({
  endpoint: endpoints.unsubscribe,
  tag: 'users',
  summary: "Turns the newsletter off for the user a mail was sent to, with the values of that mail's unsubscribe link (no sign-in needed)",
  body: unsubscribeBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['ForbiddenError', 'NotFoundError'],
  handle: async ({ body }) => {
    await unsubscribeFromNewsletter(await getDb(), body);
    return undefined;
  },
});
