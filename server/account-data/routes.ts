// Routes of the user's rights over their data: deleting the account (auth service) and downloading a copy of
// everything (main API). Own account only.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { deleteAccountBodySchema } from '../../lib/contracts/account-data';
import { idParamsSchema } from '../../lib/contracts/ids';
import { clearRefreshTokenCookie } from '../auth/refresh-token-cookie';
import { guardPasswordCheck } from '../auth/password-check-throttle';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { binaryResponseSchema, defineRoute } from '../http/route';
import { eraseAccount } from './erase-account';
import { exportAccountData } from './export-account';

export const deleteAccountRoute = defineRoute({
  endpoint: endpoints.deleteAccount,
  tag: 'auth',
  summary: 'Deletes your account and everything personal (password, plus an app code or a recovery code with 2FA on); your published knows are kept under "former member" or deleted too, as `knows` says',
  params: idParamsSchema,
  body: deleteAccountBodySchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'InvalidCredentialsError', 'Requires2FAError', 'Invalid2FATokenError', 'TooManyLoginAttemptsError'],
  handle: async (context) => {
    const { accountUuid } = context.caller;
    const db = await getDb();
    await guardPasswordCheck(accountUuid, () => eraseAccount(db, getFileStorage(), accountUuid, context.body));
    clearRefreshTokenCookie(context);
    return undefined;
  },
});

export const exportDataRoute = defineRoute({
  endpoint: endpoints.exportData,
  tag: 'users',
  summary: 'A ZIP of everything Knowly holds about you: profile, account, sign-ins, knows with their original files, library, likes, events, mails (JSON), without secrets',
  params: idParamsSchema,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'application/zip',
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ caller }) => {
    const { userUuid } = caller;
    const { filename, data } = await exportAccountData(await getDb(), getFileStorage(), userUuid);
    return { contentType: 'application/zip', data, filename };
  },
});
