// Two of issue 33's untested rows of a know: /knows/{id}/view (the full-screen viewer: the know's title, a page counter
// that moves with the next-page button, a close link back to the know page, noindex with the know page as canonical)
// and /app/knows/{slug} (the know page inside the app frame, signed in; a visitor is sent to sign in). German site,
// desktop.
import type { APIRequestContext } from '@playwright/test';
import deKnow from '../../public/locales/de/know.json';
import deShell from '../../public/locales/de/shell.json';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const host = 'de.localhost';

type Know = { uuid: string; title: string; pageCount: number };

/** A public know of the demo content with more than one page, and its canonical address (the 308 of /knows/{uuid}). */
async function demoKnow(request: APIRequestContext, baseURL: string | undefined): Promise<Know & { path: string }> {
  const search = await request.get('/api/v1/knows/search', { headers: siteHeaders(baseURL, host) });
  const { knows } = (await search.json()) as { knows: Know[] };
  const know = knows.find((candidate) => candidate.pageCount > 1);
  expect(know, `a public know of several pages in the demo content of ${host}`).toBeDefined();
  const answer = await request.get(`/knows/${know!.uuid}`, { headers: siteHeaders(baseURL, host), maxRedirects: 0 });
  return { ...know!, path: new URL(answer.headers().location!, baseURL).pathname };
}

test('/knows/{id}/view: the viewer pages through the know and closes to its page', async ({ page, request, baseURL }) => {
  const know = await demoKnow(request, baseURL);
  await page.goto(onHost(baseURL, host, `${know.path}/view`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(know.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${know.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const counter = page.getByTestId('know-viewer-counter');
  await expect(counter).toHaveText(`1 / ${know.pageCount}`);
  await page.getByRole('button', { name: deKnow.viewer.next }).click();
  await expect(counter).toHaveText(`2 / ${know.pageCount}`);
  await expect(page.getByTestId('know-viewer-close')).toHaveAttribute('href', know.path);
});

test('/app/knows/{slug}: the know page in the app frame for a signed-in user; a visitor is sent to sign in', async ({ page, request, baseURL }) => {
  const know = await demoKnow(request, baseURL);
  const appPath = `/app${know.path}`;
  const visitor = await request.get(appPath, { headers: siteHeaders(baseURL, host), maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
  expect(new URL(visitor.headers().location!, baseURL).searchParams.get('redirect')).toBe(appPath);

  await signInPage(page, baseURL, host, await signUpOnSite(request, baseURL, host, 'Lukas Brandt'));
  await page.goto(onHost(baseURL, host, appPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(know.title);
  await expect(page.getByRole('navigation', { name: deShell.app.navigation })).toBeVisible();
});
