// Contracts of "Sign in with Google / Apple" (OpenID Connect, authorization code with PKCE), shared by client and
// server: starting a sign-in or a link, the providers a deployment has on, and an account's linked identities.
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from './social-providers';


export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

/** `signin` signs in or up; `link` adds the identity to the signed-in account (a bearer token is then required). */
export const socialStartBodySchema = z.object({
  intent: z.enum(['signin', 'link']).default('signin'),
  /** Where to land afterwards: a path of this site (anything else falls back to the feed). */
  redirect: z.string().max(500).optional(),
});

export const socialStartResponseSchema = z.object({
  authorizationUrl: z.string().describe("The provider's authorization URL to send the browser to; a short-lived HttpOnly cookie holds the state"),
});

/** What the provider sends back to the callback (query, or a form post for Apple). */
export const socialCallbackSchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(500).optional(),
  /** Apple sends the person's name as JSON on the first sign-in only. */
  user: z.string().max(2000).optional(),
});

export const socialProvidersSchema = z.object({ providers: z.array(socialProviderSchema) });

export const identitiesSchema = z.object({
  identities: z.array(z.object({ provider: socialProviderSchema, email: z.string().nullable(), linkedOn: z.string() })),
  /** Whether the account has a password (an account made by Google or Apple sign-in has none until one is set). */
  hasPassword: z.boolean(),
});
export type Identities = z.infer<typeof identitiesSchema>;
