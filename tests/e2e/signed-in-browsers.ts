// Users made through the API of a site, and pages or browsers of their own signed in as them (the access and refresh
// token cookies): for journeys that need a fresh signed-in user, and those in which two people act at once (chats, polls).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, onHost, siteHeaders } from './fixtures';

export type SignedUp = { accessToken: string; refreshToken: string; user: { uuid: string } };

let counter = 0;

export async function signUpOnSite(request: APIRequestContext, baseURL: string | undefined, host: string, name: string): Promise<SignedUp> {
  const email = `together${Date.now()}${counter++}@example.org`;
  const response = await request.post('/api/v1/users', { headers: siteHeaders(baseURL, host), data: { email, name, password: 'lernhilfe2026' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as SignedUp;
}

type Tokens = Pick<SignedUp, 'accessToken' | 'refreshToken'>;

/** Signs the page's browser in as the account on the site. */
export async function signInPage(page: Page, baseURL: string | undefined, host: string, account: Tokens): Promise<void> {
  const url = onHost(baseURL, host, '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: account.accessToken, url, sameSite: 'Lax' },
    { name: 'knowly_refresh_token', value: account.refreshToken, url, sameSite: 'Lax' },
  ]);
}

export async function browserOf(browser: Browser, baseURL: string | undefined, host: string, account: Tokens): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, baseURL, host, account);
  return page;
}
