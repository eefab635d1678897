// A real OpenID Connect provider on loopback for the sign-in tests (oidc-provider, the certified implementation):
// authorization code with PKCE, ID tokens signed with its own keys, query or form_post answers. The login and consent
// screens are skipped: the provider signs in whoever the test says (`signInAs`) and grants what was asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcPerson = { sub: string; email: string; emailVerified?: boolean; name?: string };

export type OidcTestServer = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person the next sign-in at this provider is. */
  signInAs(person: OidcPerson): void;
  close(): Promise<void>;
};

const OIDC_TEST_CLIENT = { clientId: 'knowly-test', clientSecret: 'knowly-test-secret-0123456789abcdef' } as const;

export async function startOidcServer({ redirectUris, port = 0 }: { redirectUris: string[]; port?: number }): Promise<OidcTestServer> {
  const people = new Map<string, OidcPerson>();
  let current: OidcPerson = { sub: 'nobody', email: 'nobody@example.org' };
  const { clientId, clientSecret } = OIDC_TEST_CLIENT;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    scopes: ['openid', 'email', 'profile', 'name'],
    responseTypes: ['code'],
    // Google and Apple put the e-mail in the ID token itself, as this does (not only at the userinfo endpoint).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['knowly-oidc-test-cookie-key'] },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: person.email, email_verified: person.emailVerified ?? true, ...(person.name ? { name: person.name } : {}) }),
      };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  server.on('request', (req, res) => {
    // The browser tests choose the next person over HTTP (this server runs beside the app, not in the test's process).
    if (req.url === '/test/person' && req.method === 'POST') {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        current = JSON.parse(text) as OidcPerson;
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        people.set(current.sub, current);
        await provider.interactionFinished(req, res, { login: { accountId: current.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const accountId = details.session!.accountId;
      const grant = details.grantId ? (await provider.Grant.find(details.grantId))! : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const claims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(claims) && claims.length > 0) grant.addOIDCClaims(claims as string[]);
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(person) {
      current = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the browser's way from the authorization URL through the provider (its cookies kept) until the provider
 * sends it back to `callbackPrefix`: answers that address (query answers) or the fields it posts (form_post).
 */
export async function followToCallback(authorizationUrl: string, callbackPrefix: string): Promise<{ url: URL; form: Record<string, string> | null }> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(callbackPrefix)) return { url: new URL(url), form: null };
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      jar.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status === 200 && action?.startsWith(callbackPrefix)) {
      const form = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, decodeHtml(match[2]!)]));
      return { url: new URL(action), form };
    }
    throw new Error(`the provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects on the way to the callback');
}

const decodeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
