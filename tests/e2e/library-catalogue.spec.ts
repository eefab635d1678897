// The catalogue, knower profiles and the library: subjects on the German and French sites, a subject page with its
// knows, a knower's profile (with the redirect to the current name), and a signed-in user who makes a folder, saves a
// know into it and finds it in the library. The knows come from the demo seed of the test server's fresh database.
import type { APIRequestContext, Page } from '@playwright/test';
import catalogueDe from '../../public/locales/de/catalogue.json';
import catalogueFr from '../../public/locales/fr/catalogue.json';
import knowerDe from '../../public/locales/de/knower.json';
import library from '../../public/locales/de/library.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';

type Tokens = { accessToken: string; refreshToken: string; user: { uuid: string } };
type SubjectPageKnow = { uuid: string; title: string; knower: { uuid: string; name: string; profilePath: string } };

let counter = 0;

/** Node cannot resolve *.localhost: API calls go to the test server's own address with the site's Host header. */

async function signUp(request: APIRequestContext, baseURL: string | undefined, host: string): Promise<Tokens> {
  const response = await request.post('/api/v1/users', {
    headers: siteHeaders(baseURL, host),
    data: { email: `library${Date.now()}${counter++}@example.org`, name: 'Jonas Brandt', password: 'lernen-2026' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Tokens;
}

async function signInPage(page: Page, baseURL: string | undefined, host: string, tokens: Tokens) {
  const url = onHost(baseURL, host, '/');
  await page.context().addCookies([
    { name: 'knowly_access_token', value: tokens.accessToken, url },
    { name: 'knowly_refresh_token', value: tokens.refreshToken, url },
  ]);
}

/** The knows a subject page rendered, read from its server-side props. */
async function knowsOnPage(page: Page): Promise<SubjectPageKnow[]> {
  return page.evaluate(() => (window as unknown as { __NEXT_DATA__: { props: { pageProps: { knows: { knows: SubjectPageKnow[] } } } } }).__NEXT_DATA__.props.pageProps.knows.knows);
}

test('the subjects page lists the site’s subjects on the German and the French site, each as an anchor', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/subjects#biology'));
  await expect(page.getByRole('heading', { level: 1, name: catalogueDe.subjects.title })).toBeVisible();
  await expect(page.locator('#biology').getByRole('heading', { name: 'Biologie' })).toBeVisible();
  await expect(page.locator('#mathematics').getByRole('heading').getByRole('link', { name: 'Mathematik' })).toHaveAttribute('href', /\/subjects\/mathematics$/);

  await page.goto(onHost(baseURL, 'fr.localhost', '/subjects'));
  await expect(page.getByRole('heading', { level: 1, name: catalogueFr.subjects.title })).toBeVisible();
  await expect(page.locator('#history').getByRole('heading', { name: 'Histoire' })).toBeVisible();
});

test('a subject page lists its public knows with breadcrumbs and structured data; an unknown subject is a 404', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/subjects/biology'));
  await expect(page.getByRole('heading', { level: 1, name: 'Biologie' })).toBeVisible();
  const knows = await knowsOnPage(page);
  expect(knows.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: knows[0]!.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: catalogueDe.breadcrumb.label }).getByRole('link', { name: catalogueDe.subjects.title })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"CollectionPage"');
  expect(jsonLd.join('')).toContain('"BreadcrumbList"');

  const missing = await page.goto(onHost(baseURL, 'de.localhost', '/subjects/no-such-subject'));
  expect(missing?.status()).toBe(404);
});

test('a knower profile shows the knower and their knows, and a wrong name part redirects to the current one', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/subjects/biology'));
  const [know] = await knowsOnPage(page);
  const { knower } = know!;

  await page.goto(onHost(baseURL, 'de.localhost', `/knowers/someone-else-${knower.uuid}/profile`));
  await expect(page).toHaveURL(new RegExp(`${knower.profilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name: knower.name })).toBeVisible();
  await expect(page.getByText(knowerDe.badge, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: knowerDe.knowsTitle.replace('{{name}}', knower.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: know!.title })).toBeVisible();
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain('"ProfilePage"');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');

  const unknown = await page.goto(onHost(baseURL, 'de.localhost', '/knowers/niemand-3f2504e0-4f89-41d3-9a0c-0305e82c3301/profile'));
  expect(unknown?.status()).toBe(404);
});

test('a signed-in user makes a folder, saves a know into it and finds it in the library', async ({ page, baseURL, request }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/subjects/biology'));
  const [know] = await knowsOnPage(page);
  const reader = await signUp(request, baseURL, 'de.localhost');
  const auth = { ...siteHeaders(baseURL, 'de.localhost'), authorization: `Bearer ${reader.accessToken}` };
  const folder = await request.post('/api/v1/library/folders', { headers: auth, data: { name: 'Abi Bio' } });
  expect(folder.status()).toBe(201);
  const folderUuid = ((await folder.json()) as { uuid: string }).uuid;
  expect((await request.post('/api/v1/library/items', { headers: auth, data: { knowUuid: know!.uuid, folderUuid } })).status()).toBe(200);

  await signInPage(page, baseURL, 'de.localhost', reader);
  await page.goto(onHost(baseURL, 'de.localhost', '/app/library'));
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: library.title })).toBeVisible();
  const tile = page.getByRole('link', { name: /Abi Bio/ });
  await expect(tile).toContainText(library.knowCount_one.replace('{{count}}', '1'));
  await expect(page.getByRole('link', { name: know!.title })).toBeVisible();

  // A second folder made on the page, and the know moved into it with its Save button.
  await page.getByLabel(library.newFolder.label).fill('Klausur');
  await page.getByRole('button', { name: library.newFolder.create }).click();
  await expect(page.getByRole('link', { name: /Klausur/ })).toBeVisible();
  await page.getByRole('button', { name: library.save.saved }).first().click();
  const dialog = page.getByRole('dialog', { name: library.save.title });
  await dialog.getByRole('radio', { name: 'Klausur' }).check();
  await dialog.getByRole('button', { name: library.save.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: /Klausur/ })).toContainText(library.knowCount_one.replace('{{count}}', '1'));

  await page.getByRole('link', { name: /Klausur/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klausur' })).toBeVisible();
  await expect(page.getByRole('link', { name: know!.title })).toBeVisible();

  await page.goto(onHost(baseURL, 'de.localhost', '/app/library/synced'));
  await expect(page.getByRole('link', { name: know!.title })).toBeVisible();
});
