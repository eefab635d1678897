// Who is asking for a know, from the request's headers: the user of the bearer token (API clients) or of the
// access-token cookie (the browser's <img> requests carry no bearer token), and the experiment variants of the
// experiment cookie.
import type { IncomingHttpHeaders } from 'node:http';
import { ACCESS_TOKEN_COOKIE } from '../../lib/api/token-store';
import { cookieValue } from '../../lib/cookies';
import { verifiedExperiments } from '../experiments/experiment-signer';
import { AppError } from '../../lib/errors';
import { bearerToken, verifyAccessToken } from '../auth/access-tokens';
import { getDb } from '../db';
import { isPremium } from '../subscriptions/premium-status';
import type { Viewer } from './know-entitlement';

const cookieHeader = (headers: IncomingHttpHeaders) => (typeof headers.cookie === 'string' ? headers.cookie : '');

/** A signed-in viewer, with whether their subscriptions make them pro now. */
async function signedInViewer(userUuid: string, experiments: Viewer['experiments']): Promise<Viewer> {
  return { userUuid, experiments, isPremium: await isPremium(await getDb(), userUuid) };
}

/**
 * A bad bearer token is AuthorizationError (the client refreshes and asks again); a bad or expired cookie token counts
 * as no sign-in (an image request cannot refresh: it gets the answer of a visitor who is not signed in).
 */
export async function findKnowViewer(headers: IncomingHttpHeaders): Promise<Viewer> {
  const experiments = verifiedExperiments(headers);
  const bearer = bearerToken(headers.authorization);
  if (bearer) return signedInViewer((await verifyAccessToken(bearer)).userUuid, experiments);
  const cookieToken = cookieValue(cookieHeader(headers), ACCESS_TOKEN_COOKIE);
  if (!cookieToken) return { userUuid: null, experiments };
  try {
    return await signedInViewer((await verifyAccessToken(decodeURIComponent(cookieToken))).userUuid, experiments);
  } catch (error) {
    if (error instanceof AppError) return { userUuid: null, experiments };
    throw error;
  }
}
