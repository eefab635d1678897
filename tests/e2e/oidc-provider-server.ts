// The OpenID provider the browser journeys sign in with, started by Playwright beside the app (playwright.config.ts):
// it stands in for Google and Apple on loopback; a journey picks the next person with POST /test/person.
import { startOidcServer } from '../integration/oidc-server';

const port = Number(process.env.OIDC_TEST_PORT ?? 3919);
const appPort = Number(process.env.E2E_PORT ?? 3100);
const hosts = ['de.localhost', 'fr.localhost', 'localhost'];
const redirectUris = hosts.flatMap((host) => ['google', 'apple'].map((provider) => `http://${host}:${appPort}/api/auth/oidc/${provider}/callback`));

void startOidcServer({ port, redirectUris }).then(() => console.log(`OpenID provider for the browser journeys on http://127.0.0.1:${port}`));
