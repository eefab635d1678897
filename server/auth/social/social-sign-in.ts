// Sign in with Google or Apple (OpenID Connect, authorization code with PKCE and a nonce, openid-client): start
// (the provider's URL and the signed state cookie), verify the provider's answer (the ID token's `sub`, e-mail and
// name), then sign in the account the identity is linked to, link it to the signed-in account, or make a new account
// — never take over an existing account by its e-mail: that account's owner links the identity from the settings
// (EmailAccountExistsError, or GoogleAccountExistsError / AppleAccountExistsError when that account signs in with the
// other provider).
import { and, eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { TokenPair } from '../../../lib/contracts/auth';
import type { SocialError, SocialProvider } from '../../../lib/contracts/social-providers';
import type { Identities } from '../../../lib/contracts/social-sign-in';
import { AppError } from '../../../lib/errors';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { accountIdentities, accounts, users } from '../../db/schema';
import { newsletterChoice } from '../../users/newsletter-consent';
import { issueTokens } from '../issue-tokens';
import { providerConfiguration, providerSettings, type ProviderSettings } from './providers';
import { readStateCookie, stateSetCookie, type SocialState } from './state-cookie';

/** A sign-in that cannot go on, with the reason the landing page shows. */
export class SocialSignInError extends Error {
  constructor(readonly reason: SocialError, readonly state: SocialState | null = null) {
    super(reason);
    this.name = 'SocialSignInError';
  }
}

/** The person as the provider vouches for them. */
export type VerifiedIdentity = { provider: SocialProvider; subject: string; email: string | null; emailVerified: boolean; name: string | null };

function settingsOf(provider: SocialProvider): ProviderSettings {
  const settings = providerSettings(provider);
  if (!settings) throw new AppError('NotFoundError', { resource: 'signInProvider', provider });
  return settings;
}

const callbackUrlOf = (origin: string, provider: SocialProvider) => `${origin}/api/auth/oidc/${provider}/callback`;

/** The provider's authorization URL and the Set-Cookie line of the state to check its answer against. */
export async function startSocialSignIn(
  provider: SocialProvider,
  { intent, redirect, accountUuid, origin }: { intent: 'signin' | 'link'; redirect: string; accountUuid?: string; origin: string },
): Promise<{ authorizationUrl: string; setCookie: string }> {
  const settings = settingsOf(provider);
  const configuration = await providerConfiguration(settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrlOf(origin, provider),
    scope: settings.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
  });
  const setCookie = stateSetCookie({ provider, state, nonce, verifier, redirect, intent, accountUuid }, { crossSitePost: settings.responseMode === 'form_post' });
  return { authorizationUrl: url.href, setCookie };
}

/** Apple sends the name once, as JSON in `user` ({"name":{"firstName","lastName"}}). */
function appleName(user: string | undefined): string | null {
  if (!user) return null;
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: string; lastName?: string } };
    return [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Checks the provider's answer against the state cookie (state, nonce, PKCE, issuer, audience, signature — all by
 * openid-client) and answers who signed in, with the state (where to land, what for).
 */
export async function verifySocialCallback(
  provider: SocialProvider,
  { cookieHeader, params, method, origin }: { cookieHeader: string | undefined; params: Record<string, string | undefined>; method: 'GET' | 'POST'; origin: string },
): Promise<{ identity: VerifiedIdentity; state: SocialState }> {
  const state = readStateCookie(cookieHeader);
  if (!state || state.provider !== provider) throw new SocialSignInError('SocialSignInFailed');
  if (params.error || !params.code) throw new SocialSignInError('SocialSignInFailed', state);
  const settings = settingsOf(provider);
  const configuration = await providerConfiguration(settings);
  const answer = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const callbackUrl = callbackUrlOf(origin, provider);
  const current = method === 'GET'
    ? new URL(`${callbackUrl}?${answer}`)
    : new Request(callbackUrl, { method: 'POST', body: answer, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, current, { pkceCodeVerifier: state.verifier, expectedState: state.state, expectedNonce: state.nonce, idTokenExpected: true });
    claims = tokens.claims();
  } catch {
    throw new SocialSignInError('SocialSignInFailed', state);
  }
  if (!claims?.sub) throw new SocialSignInError('SocialSignInFailed', state);
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const name = (typeof claims.name === 'string' && claims.name.trim()) || appleName(params.user) || null;
  return { identity: { provider, subject: claims.sub, email, emailVerified, name }, state };
}

const otherProviderError = (provider: SocialProvider): SocialError => (provider === 'google' ? 'GoogleAccountExistsError' : 'AppleAccountExistsError');

/** The error for an e-mail that already has an account not linked to this identity: its way of signing in. */
async function existingAccountError(db: Db, account: { uuid: string; passwordHash: string | null }): Promise<SocialError> {
  if (account.passwordHash !== null) return 'EmailAccountExistsError';
  const [other] = await db.select({ provider: accountIdentities.provider }).from(accountIdentities).where(eq(accountIdentities.accountUuid, account.uuid));
  return other ? otherProviderError(other.provider) : 'EmailAccountExistsError';
}

export type NewAccountSite = {
  countryCode: string;
  interfaceLanguage: string;
  contentLanguage: string;
  minimumAge: number | null;
  /** The site's age of digital consent (decision 029): a new account there is restricted until its age is given. */
  parentalConsentAge: number | null;
  subscribeEmailByDefault: boolean;
};

/**
 * Signs in with a verified identity: its linked account, or a new account (e-mail confirmed by the provider, no
 * password) when the e-mail belongs to nobody. `created` tells a sign-up from a sign-in. The provider tells no age:
 * on a site with an age of digital consent the new account is restricted, without newsletter, until onboarding's
 * first step gives the birth date (and, under that age, a parent agrees) — the e-mail sign-up's rules (decision 029).
 */
export async function signInWithIdentity(db: Db, identity: VerifiedIdentity, site: NewAccountSite): Promise<TokenPair & { userUuid: string; created: boolean }> {
  const [linked] = await db
    .select({ accountUuid: accounts.uuid, userUuid: accounts.userUuid })
    .from(accountIdentities)
    .innerJoin(accounts, eq(accounts.uuid, accountIdentities.accountUuid))
    .where(and(eq(accountIdentities.provider, identity.provider), eq(accountIdentities.subject, identity.subject)));
  if (linked) return { ...(await issueTokens(db, linked)), userUuid: linked.userUuid, created: false };

  if (!identity.email || !identity.emailVerified) throw new SocialSignInError('SocialSignInFailed');
  const [byEmail] = await db.select({ uuid: accounts.uuid, passwordHash: accounts.passwordHash }).from(accounts).where(sql`lower(${accounts.email}) = ${identity.email}`);
  if (byEmail) throw new SocialSignInError(await existingAccountError(db, byEmail));
  // A country with a minimum age asks for the birth date, which only the e-mail sign-up form does.
  if (site.minimumAge !== null) throw new SocialSignInError('MinimumAgeRequired');
  const asksAge = site.parentalConsentAge !== null;

  try {
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: identity.name ?? identity.email!.split('@')[0]!,
          country: site.countryCode,
          interfaceLanguage: site.interfaceLanguage,
          primaryContentLanguage: site.contentLanguage,
          source: identity.provider,
          ...newsletterChoice(!asksAge && site.subscribeEmailByDefault, { key: 'country default (subscribeEmailByDefault)', locale: site.interfaceLanguage }),
          // Consent asked for with no parent known yet: the age is still to be given (isAgeConfirmationPending).
          ...(asksAge ? { parentalConsentRequestedOn: new Date() } : {}),
        })
        .returning({ uuid: users.uuid });
      const [account] = await tx.insert(accounts).values({ userUuid: user!.uuid, email: identity.email!, passwordHash: null, emailConfirmedOn: new Date() }).returning({ uuid: accounts.uuid });
      await tx.insert(accountIdentities).values({ accountUuid: account!.uuid, provider: identity.provider, subject: identity.subject, email: identity.email });
      return { accountUuid: account!.uuid, userUuid: user!.uuid };
    });
    return { ...(await issueTokens(db, created)), userUuid: created.userUuid, created: true };
  } catch (error) {
    // The same person finishing two sign-ins at once: the other one made the account.
    if (isUniqueViolation(error)) return signInWithIdentity(db, identity, site);
    throw error;
  }
}

/** Links a verified identity to the account that started the link; an identity of another account is DuplicateError. */
export async function linkIdentity(db: Db, accountUuid: string, identity: VerifiedIdentity): Promise<void> {
  const [owner] = await db
    .select({ accountUuid: accountIdentities.accountUuid })
    .from(accountIdentities)
    .where(and(eq(accountIdentities.provider, identity.provider), eq(accountIdentities.subject, identity.subject)));
  if (owner?.accountUuid === accountUuid) return;
  if (owner) throw new SocialSignInError('DuplicateError');
  try {
    await db.insert(accountIdentities).values({ accountUuid, provider: identity.provider, subject: identity.subject, email: identity.email });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SocialSignInError('DuplicateError');
    throw error;
  }
}

export async function listIdentities(db: Db, accountUuid: string): Promise<Identities> {
  const [account] = await db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  const rows = await db.select().from(accountIdentities).where(eq(accountIdentities.accountUuid, accountUuid)).orderBy(accountIdentities.createdOn);
  return { identities: rows.map((row) => ({ provider: row.provider, email: row.email, linkedOn: row.createdOn.toISOString() })), hasPassword: account.passwordHash !== null };
}

/** Unlinks an identity; never the last way to sign in (no password and no other identity): BadRequestError. */
export async function unlinkIdentity(db: Db, accountUuid: string, provider: SocialProvider): Promise<void> {
  const { identities, hasPassword } = await listIdentities(db, accountUuid);
  if (!identities.some((identity) => identity.provider === provider)) throw new AppError('NotFoundError', { resource: 'identity', provider });
  if (!hasPassword && identities.length === 1) throw new AppError('BadRequestError', { reason: 'lastSignInMethod' });
  await db.delete(accountIdentities).where(and(eq(accountIdentities.accountUuid, accountUuid), eq(accountIdentities.provider, provider)));
}

/** For the password sign-in and sign-up: the error that says an e-mail's account signs in with Google or Apple. */
export async function socialOnlyAccountError(db: Db, accountUuid: string): Promise<AppError | null> {
  const [identity] = await db.select({ provider: accountIdentities.provider }).from(accountIdentities).where(eq(accountIdentities.accountUuid, accountUuid));
  return identity ? new AppError(otherProviderError(identity.provider) as 'GoogleAccountExistsError', { provider: identity.provider }) : null;
}
