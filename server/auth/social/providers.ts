// The OpenID Connect providers this deployment signs in with: Google and Apple, each on when its client id and secret
// are set (server/env.ts). Their configuration is discovered from the issuer once and kept; an issuer on this machine
// (the tests' provider) may speak plain HTTP, nothing else may.
import * as oidc from 'openid-client';
import type { SocialProvider } from '../../../lib/contracts/social-providers';
import { env } from '../../env';
import { isLoopbackHost } from '../../http/loopback';

export type ProviderSettings = {
  id: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Apple posts the answer (form_post) when e-mail is asked for; Google redirects with a query. */
  responseMode: 'query' | 'form_post';
  scope: string;
};

export function providerSettings(id: SocialProvider): ProviderSettings | null {
  const settings = env();
  if (id === 'google') {
    if (!settings.OIDC_GOOGLE_CLIENT_ID || !settings.OIDC_GOOGLE_CLIENT_SECRET) return null;
    return { id, issuer: settings.OIDC_GOOGLE_ISSUER, clientId: settings.OIDC_GOOGLE_CLIENT_ID, clientSecret: settings.OIDC_GOOGLE_CLIENT_SECRET, responseMode: 'query', scope: 'openid email profile' };
  }
  if (!settings.OIDC_APPLE_CLIENT_ID || !settings.OIDC_APPLE_CLIENT_SECRET) return null;
  return { id, issuer: settings.OIDC_APPLE_ISSUER, clientId: settings.OIDC_APPLE_CLIENT_ID, clientSecret: settings.OIDC_APPLE_CLIENT_SECRET, responseMode: 'form_post', scope: 'openid email name' };
}

export function enabledProviders(): SocialProvider[] {
  return (['google', 'apple'] as const).filter((id) => providerSettings(id) !== null);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration (cached per issuer and client; a failed discovery is tried again next time). */
export function providerConfiguration(settings: ProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
    configuration = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}
