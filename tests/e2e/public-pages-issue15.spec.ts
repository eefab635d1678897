// Issue 15 on the public pages, on the seeded demo content of the German site at a phone's width: a search result
// leads to its know with the search (spec §2 `query`: "back to results", the words marked), the know's breadcrumb
// trail is whole (it scrolls sideways rather than being cut, current page last) and is the BreadcrumbList JSON-LD;
// topic pages do not repeat the subject; the bottom widget sits above the footer of public pages.
import type { Page } from '@playwright/test';
import know from '../../public/locales/de/know.json';
import shell from '../../public/locales/de/shell.json';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** The trail as shown: each crumb's text. */
const shownCrumbs = (page: Page, label: string) => page.getByRole('navigation', { name: label }).locator('li').allTextContents();

/** The names of the page's BreadcrumbList JSON-LD. */
async function jsonLdCrumbs(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const items = blocks.flatMap((text) => [JSON.parse(text)].flat() as { '@type': string; itemListElement?: { name: string }[] }[]);
  return items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.name) ?? [];
}

test.describe('public pages (issue 15) at a phone’s width', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('a search result opens its know with the search: back to results, marked words, a whole breadcrumb trail that is its JSON-LD', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'de.localhost', '/knows/search?query=Photosynthese'));
    await acceptNecessaryCookies(page);
    const result = page.locator('main article a').first();
    await expect(result).toHaveAttribute('href', /\?query=Photosynthese&referrer=search$/);
    await result.click();
    await expect(page).toHaveURL(/\/knows\/[^?]+\?query=Photosynthese&referrer=search$/);

    await expect(page.getByTestId('know-back-to-results')).toHaveAttribute('href', '/knows/search?query=Photosynthese');
    const firstPageText = page.getByTestId('know-first-page-text');
    if ((await firstPageText.count()) > 0 && (await firstPageText.getAttribute('open')) !== null) await expect(firstPageText.locator('mark').first()).toBeVisible();

    const trail = page.getByRole('navigation', { name: know.breadcrumbs });
    await expect(trail.locator('li').last().locator('[aria-current="page"]')).toBeVisible();
    // No crumb is cut: each item shows its whole text, and the trail scrolls inside itself, never widening the page.
    const clipped = await trail.locator('li').evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).length);
    expect(clipped).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await trail.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(trail.locator('[aria-current="page"]')).toBeInViewport();
    expect(await jsonLdCrumbs(page)).toEqual(await shownCrumbs(page, know.breadcrumbs));

    await page.getByTestId('know-back-to-results').click();
    await expect(page).toHaveURL(/\/knows\/search\?query=Photosynthese$/);
  });

  test('the know breadcrumb is the same in both knowledge-area variants', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto(onHost(baseURL, 'de.localhost', '/knows/search?query=Photosynthese'));
    const knowUrl = new URL((await page.locator('main article a').first().getAttribute('href'))!, page.url()).href;
    // A new visitor gets a random variant (and the page's meta says which): new visitors until both were seen.
    const trails = new Map<string, string[]>();
    for (let visitor = 0; visitor < 30 && trails.size < 2; visitor++) {
      await context.clearCookies();
      // A first visit renders the control variants and draws the visitor's after the page (decision 040): the next
      // page shows them.
      await page.goto(knowUrl);
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'knowly_experiments')).toBe(true);
      await page.goto(knowUrl);
      const experiments = await page.locator('meta[name="knowly-experiments"]').getAttribute('content');
      const variant = /kab\.(control|treatment)/.exec(experiments ?? '')?.[1];
      if (!variant || trails.has(variant)) continue;
      trails.set(variant, await shownCrumbs(page, know.breadcrumbs));
      await expect(page.getByTestId('know-knowledge-path')).toHaveCount(variant === 'treatment' ? 1 : 0);
    }
    expect([...trails.keys()].sort()).toEqual(['control', 'treatment']);
    expect(trails.get('treatment')).toEqual(trails.get('control'));
  });

  test('a topic page names its subject once', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'de.localhost', '/topics/biologie/zellbiologie'));
    const crumbs = await page.locator('main nav li').allTextContents();
    expect(crumbs.filter((name) => name === 'Biologie')).toHaveLength(1);
    expect(await jsonLdCrumbs(page)).toEqual(crumbs);
  });

  test('the bottom widget sits above the footer of public pages (not on home, whose own section has the app links)', async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, 'de.localhost', '/'));
    await expect(page.getByRole('complementary', { name: shell.bottomWidget.label })).toHaveCount(0);
    for (const path of ['/subjects', '/knows/search']) {
      await page.goto(onHost(baseURL, 'de.localhost', path));
      const widget = page.getByRole('complementary', { name: shell.bottomWidget.label });
      await expect(widget).toBeVisible();
      await expect(widget.getByRole('link', { name: shell.bottomWidget.appStore })).toHaveAttribute('href', /apps\.apple\.com/);
    }
  });
});
