// Routes of Google and Apple sign-in (auth service): which providers are on, start (the provider's URL and the state
// cookie), the provider's answer (a browser navigation: it ends with a redirect into the app, or to the page that
// shows why not), and the identities of one's own account (list, unlink).
import * as endpoints from '../../../lib/api/endpoints';
import { signedInCaller } from '../caller';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { ACCESS_COOKIE_DAYS, ACCESS_TOKEN_COOKIE } from '../../../lib/api/token-store';
import { idParamsSchema } from '../../../lib/contracts/ids';
import { identitiesSchema, socialCallbackSchema, socialProviderSchema, socialProvidersSchema, socialStartBodySchema, socialStartResponseSchema } from '../../../lib/contracts/social-sign-in';
import type { SocialProvider } from '../../../lib/contracts/social-providers';
import { routes } from '../../../lib/routes/page-routes';
import { safeRedirect } from '../../../lib/site/safe-redirect';
import { recordServerEvent, serverEvent } from '../../analytics/record-events';
import { getDb } from '../../db';
import { env } from '../../env';
import { defineRoute, redirectResponseSchema, type RouteContext } from '../../http/route';
import { requestSite } from '../../pages/request-site';
import { signupSiteOf } from '../../users/signup-site';
import { refreshTokenSetCookie } from '../refresh-token-cookie';
import { enabledProviders } from './providers';
import { linkIdentity, listIdentities, signInWithIdentity, SocialSignInError, startSocialSignIn, unlinkIdentity, verifySocialCallback } from './social-sign-in';
import { clearStateCookie } from './state-cookie';

const providerParams = z.object({ provider: socialProviderSchema });
const originOf = (headers: IncomingHttpHeaders) => requestSite({ headers }, { locale: undefined, path: '/' }).origin;

export const socialProvidersRoute = defineRoute({
  endpoint: endpoints.socialProviders,
  tag: 'auth',
  summary: 'The sign-in providers this deployment has on (Google, Apple): the buttons the sign-in page shows',
  response: socialProvidersSchema,
  handle: async () => ({ providers: enabledProviders() }),
});

export const socialStartRoute = defineRoute({
  endpoint: endpoints.socialStart,
  tag: 'auth',
  summary: "Starts a sign-in (or, with a bearer token and intent `link`, a link) with Google or Apple: answers the provider's URL and sets the short-lived state cookie",
  params: providerParams,
  body: socialStartBodySchema,
  response: socialStartResponseSchema,
  errors: ['NotFoundError', 'AuthorizationError'],
  handle: async (context) => {
    const { params, body, headers } = context;
    const accountUuid = body.intent === 'link' ? (await signedInCaller(headers)).accountUuid : undefined;
    const fallback = body.intent === 'link' ? routes.profile() : routes.feed();
    const started = await startSocialSignIn(params.provider, { intent: body.intent, redirect: safeRedirect(body.redirect, fallback), accountUuid, origin: originOf(headers) });
    context.setCookie(started.setCookie);
    return { authorizationUrl: started.authorizationUrl };
  },
});

/** The access-token cookie the web client keeps (lib/api/token-store.ts), set here because no script runs between. */
const accessTokenSetCookie = (token: string) =>
  [`${ACCESS_TOKEN_COOKIE}=${token}`, `Max-Age=${ACCESS_COOKIE_DAYS * 86_400}`, 'Path=/', 'SameSite=Lax', ...(env().APP_ENV !== 'local' ? ['Secure'] : [])].join('; ');

type CallbackContext = RouteContext<{ provider: SocialProvider }, Record<string, string | undefined>, Record<string, string | undefined> | undefined>;

async function finishCallback(context: CallbackContext, method: 'GET' | 'POST', answer: Record<string, string | undefined>): Promise<{ location: string }> {
  const { provider } = context.params;
  const { headers } = context;
  context.setCookie(clearStateCookie());
  let intent: 'signin' | 'link' = 'signin';
  try {
    const { identity, state } = await verifySocialCallback(provider, { cookieHeader: headers.cookie, params: answer, method, origin: originOf(headers) });
    intent = state.intent;
    const db = await getDb();
    if (state.intent === 'link' && state.accountUuid) {
      await linkIdentity(db, state.accountUuid, identity);
      return { location: routes.profile({ linked: provider }) };
    }
    const site = signupSiteOf(headers);
    const signedIn = await signInWithIdentity(db, identity, site);
    if (signedIn.created) await recordServerEvent(db, serverEvent('signup_completed'), { userUuid: signedIn.userUuid, country: site.countryCode });
    context.setCookie(refreshTokenSetCookie(signedIn.refreshToken));
    context.setCookie(accessTokenSetCookie(signedIn.accessToken));
    return { location: signedIn.created ? routes.onboarding({ redirect: state.redirect }) : state.redirect };
  } catch (error) {
    if (!(error instanceof SocialSignInError)) {
      context.log.error({ err: error, provider }, 'social sign-in failed');
      return { location: routes.signIn({ socialError: 'SocialSignInFailed' }) };
    }
    if ((error.state?.intent ?? intent) === 'link') return { location: routes.profile({ socialError: error.reason }) };
    return { location: error.reason === 'MinimumAgeRequired' ? routes.signUp({ socialError: error.reason }) : routes.signIn({ socialError: error.reason }) };
  }
}

const callbackSummary = "The provider's answer to a sign-in or link; ends with a redirect into the app, or to the sign-in page or settings with `socialError`";

export const socialCallbackRoute = defineRoute({
  endpoint: endpoints.socialCallback,
  tag: 'auth',
  summary: callbackSummary,
  params: providerParams,
  query: socialCallbackSchema,
  response: redirectResponseSchema,
  redirect: true,
  handle: (context) => finishCallback(context as CallbackContext, 'GET', context.query),
});

export const socialCallbackPostRoute = defineRoute({
  endpoint: endpoints.socialCallbackPost,
  tag: 'auth',
  summary: `${callbackSummary} (form_post, as Apple answers)`,
  params: providerParams,
  body: socialCallbackSchema,
  acceptForm: true,
  response: redirectResponseSchema,
  redirect: true,
  handle: (context) => finishCallback(context as CallbackContext, 'POST', context.body),
});

export const listIdentitiesRoute = defineRoute({
  endpoint: endpoints.listIdentities,
  tag: 'auth',
  summary: 'The Google and Apple identities your account signs in with, and whether it has a password',
  params: idParamsSchema,
  response: identitiesSchema,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ caller }) => {
    const { accountUuid } = caller;
    return listIdentities(await getDb(), accountUuid);
  },
});

export const unlinkIdentityRoute = defineRoute({
  endpoint: endpoints.unlinkIdentity,
  tag: 'auth',
  summary: 'Unlinks Google or Apple from your account; never the last way to sign in (BadRequestError: set a password first)',
  params: idParamsSchema.extend(providerParams.shape),
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError', 'NotFoundError', 'BadRequestError'],
  handle: async ({ params, caller }) => {
    const { accountUuid } = caller;
    await unlinkIdentity(await getDb(), accountUuid, params.provider);
    return undefined;
  },
});
