// The API reference (issue 33): reached from the public footer, inside the public layout, indexable; the overview
// explains signing in and lists every operation of the OpenAPI description by area, an area's page shows each
// operation's parameters, bodies and error types. German site on a desktop in the light theme, French site on a phone
// in the dark theme, axe with no violations on both pages.
import deDevelopers from '../../public/locales/de/developers.json';
import deShell from '../../public/locales/de/shell.json';
import frDevelopers from '../../public/locales/fr/developers.json';
import frShell from '../../public/locales/fr/shell.json';
import { acceptNecessaryCookies } from './account-helpers';
import { axeViolations, expect, onHost, settled, siteHeaders, test } from './fixtures';

const SITES = [
  { host: 'de.localhost', shell: deShell, developers: deDevelopers, viewport: { width: 1280, height: 800 }, colorScheme: 'light', device: 'desktop' },
  { host: 'fr.localhost', shell: frShell, developers: frDevelopers, viewport: { width: 390, height: 844 }, colorScheme: 'dark', device: 'phone' },
] as const;

type Description = { paths: Record<string, Record<string, { tags?: string[]; parameters?: unknown[] }>> };


for (const site of SITES) {
  test(`${site.host} (${site.device}, ${site.colorScheme}): the API reference from the footer, every operation of the description by area`, async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(site.viewport);
    await page.emulateMedia({ colorScheme: site.colorScheme });
    const answer = await request.get('/api/openapi.json', { headers: siteHeaders(baseURL, site.host) });
    const description = (await answer.json()) as Description;
    const operations = Object.values(description.paths).flatMap((item) => Object.entries(item).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)));
    const tags = new Set(operations.map(([, operation]) => operation.tags?.[0]));

    await page.goto(onHost(baseURL, site.host, '/'));
    await acceptNecessaryCookies(page, site.shell.cookieNecessaryOnly);
    await page.getByRole('contentinfo').getByRole('link', { name: site.shell.developers, exact: true }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.developers.title);
    // Indexable, in the public layout (its footer).
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: site.developers.authTitle })).toBeVisible();
    await expect(page.getByText('POST /api/auth/oauth/token').first()).toBeVisible();
    await expect(page.getByText('Authorization: Bearer <accessToken>')).toBeVisible();
    await expect(page.getByTestId('api-area')).toHaveCount(tags.size);
    await expect(page.getByTestId('api-area').getByRole('link').filter({ hasText: '/api/' })).toHaveCount(operations.length);
    await expect(page.getByTestId('openapi-link')).toHaveAttribute('href', '/api/openapi.json');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    if (site.device === 'phone') {
      // No sideways scrolling of the page on a phone: long paths wrap, tables scroll inside their own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(site.viewport.width);
    }
    await page.screenshot({ path: testInfo.outputPath(`developers-${site.host}-${site.device}-${site.colorScheme}.png`), fullPage: false });

    // An area: every operation of its tag, with parameters, bodies and error types.
    await page.getByRole('link', { name: site.developers.tags.knows, exact: true }).click();
    await expect(page).toHaveURL(/\/developers\/knows$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.developers.tags.knows);
    const knows = operations.filter(([, operation]) => operation.tags?.[0] === 'knows');
    await expect(page.getByTestId('api-operation')).toHaveCount(knows.length);
    const knowById = page.locator('#getApiV1KnowsId');
    await expect(knowById.getByRole('heading', { name: 'GET /api/v1/knows/{id}' })).toBeVisible();
    await expect(knowById.getByRole('heading', { name: site.developers.parameters })).toBeVisible();
    await expect(knowById.getByRole('cell', { name: 'knowFormat' })).toBeVisible();
    await expect(knowById.getByText('NotFoundError').first()).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    if (site.device === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(site.viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`developers-knows-${site.host}-${site.device}-${site.colorScheme}.png`), fullPage: false });
  });
}

test('an area the description does not have answers 404', async ({ request, baseURL }) => {
  const answer = await request.get('/developers/no-such-area', { headers: siteHeaders(baseURL, 'de.localhost') });
  expect(answer.status()).toBe(404);
});
