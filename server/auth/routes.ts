// Routes of the auth service (/api/auth): the token grants and logout.
import { z } from 'zod';
import { logoutBodySchema, tokenBodySchema, tokenResponseSchema } from '../../lib/contracts/auth';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { revokeRefreshToken } from './refresh-tokens';
import { signInWithPassword, signInWithRefreshToken } from './sign-in';

export const tokenRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/token',
  tag: 'auth',
  summary: 'Signs in with e-mail and password, or renews a sign-in with a refresh token (rotated on every use)',
  body: tokenBodySchema,
  response: tokenResponseSchema,
  errors: ['InvalidCredentialsError', 'AuthorizationError'],
  handle: async ({ body }) => {
    const db = await getDb();
    return 'refreshToken' in body ? signInWithRefreshToken(db, body.refreshToken) : signInWithPassword(db, body);
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/oauth/logout',
  tag: 'auth',
  summary: 'Ends the sign-in the refresh token belongs to',
  body: logoutBodySchema,
  response: z.undefined(),
  status: 204,
  handle: async ({ body }) => {
    await revokeRefreshToken(await getDb(), body.refreshToken);
    return undefined;
  },
});
