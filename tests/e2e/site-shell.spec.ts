// The frame of every page on the country sites: language, title, canonical, robots, structured data, cookie
// banner and footer links as each country's config and switches say.
import deShell from '../../public/locales/de/shell.json';
import frShell from '../../public/locales/fr/shell.json';
import { expect, firstLoadCode, holdChunks, hydrated, onHost, settled, test } from './fixtures';


const SITES = [
  { host: 'de.localhost', path: '/', lang: 'de', noindex: false, cookieBanner: true, imprint: true, title: /^Knowly – Gemeinsam lernen/ },
  { host: 'fr.localhost', path: '/', lang: 'fr', noindex: false, cookieBanner: true, imprint: true, title: /^Knowly – / },
  { host: 'localhost', path: '/', lang: 'en', noindex: false, cookieBanner: false, imprint: false, title: /^Knowly – Learn together/ },
  { host: 'de.localhost', path: '/es-MX', lang: 'es-MX', noindex: true, cookieBanner: true, imprint: true, title: /^Knowly – / },
];

for (const site of SITES) {
  test(`${site.host}${site.path}: ${site.lang}, ${site.noindex ? 'noindex' : 'indexable'}, cookie banner ${site.cookieBanner ? 'shown' : 'absent'}`, async ({ page, baseURL }) => {
    const url = onHost(baseURL, site.host, site.path);
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    await expect(page).toHaveTitle(site.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url.replace(/\/$/, site.path === '/' ? '/' : ''));
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(site.noindex ? 1 : 0);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as { '@type': string; applicationCategory?: string }[];
    expect(jsonLd.map((item) => item['@type'])).toEqual(['WebSite', 'SoftwareApplication']);
    expect(jsonLd[1]?.applicationCategory).toBe('EducationalApplication');

    await expect(page.getByRole('dialog', { name: /cookie/i })).toHaveCount(site.cookieBanner ? 1 : 0);
    await expect(page.locator('footer a[href$="/legal/imprint"]')).toHaveCount(site.imprint ? 1 : 0);
  });
}

test('the cookie banner remembers the choice', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost'));
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /cookie/i })).toHaveCount(0);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'knowly_consent');
  expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ statistics: false, marketing: false });
});

test('cookie settings open again from the footer with the current choice; taking consent back is saved and reloads the page', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost'));
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await banner.getByRole('button', { name: deShell.cookieAcceptAll }).click();
  await expect(banner).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: deShell.cookieSettings }).click();
  await expect(banner).toBeVisible();
  const statistics = banner.getByRole('checkbox', { name: deShell.cookieStatistics });
  await expect(statistics).toBeChecked();
  await expect(statistics).toBeFocused();
  await expect(banner.getByRole('checkbox', { name: deShell.cookieMarketing })).toBeChecked();
  await banner.getByRole('checkbox', { name: deShell.cookieMarketing }).uncheck();
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: deShell.cookieSave }).click();
  await reloaded;
  await expect(page.getByRole('dialog', { name: /cookie/i })).toHaveCount(0);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'knowly_consent');
  expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ statistics: true, marketing: false });
});

test('the footer switches the interface language on the same country site', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost'));
  await page.getByRole('dialog', { name: /cookie/i }).getByRole('button', { name: 'Alle akzeptieren' }).click();
  const languages = page.locator('footer details').filter({ has: page.locator('summary', { hasText: /: Deutsch$/ }) });
  await languages.locator('summary').click();
  await languages.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
});

test('on a phone the navigation folds into a menu', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(onHost(baseURL, 'localhost'));
  const signIn = page.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(signIn).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(signIn).toBeHidden();
});

test('the home page shows slogans, app-store links, and the FAQ everywhere but in the US', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'fr.localhost'));
  await expect(page.locator('#faq-title')).toBeVisible();
  expect(await page.locator('ul[aria-label] li').count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('a[href^="https://apps.apple.com/"]')).toHaveCount(1);
  await expect(page.locator('a[href^="https://play.google.com/"]')).toHaveCount(1);
  await page.goto(onHost(baseURL, 'localhost'));
  await expect(page.locator('#faq-title')).toHaveCount(0);
  await expect(page.getByText('Notes from students who already aced it')).toBeVisible();
});

test('robots.txt and sitemap.xml belong to the site asked for', async ({ page, baseURL }) => {
  // Chromium resolves *.localhost; Node's resolver does not, so the files are fetched through the page.
  const robots = (await page.goto(onHost(baseURL, 'fr.localhost', '/robots.txt')))!;
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${onHost(baseURL, 'fr.localhost', '/sitemap.xml')}`);
  const sitemap = await (await page.goto(onHost(baseURL, 'de.localhost', '/sitemap.xml')))!.text();
  expect(sitemap).toContain(`<loc>${onHost(baseURL, 'de.localhost', '/legal/imprint')}</loc>`);
  expect(sitemap).toContain(`hreflang="fr" href="${onHost(baseURL, 'fr.localhost', '/legal/imprint')}"`);
});

test('an unknown locale prefix answers 404, not 500', async ({ page, baseURL }) => {
  const response = await page.goto(onHost(baseURL, 'de.localhost', '/xx-YY/legal/tos'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es nicht');
});

// Decision 050: the home page's sections, the catalogue's lists and the footer's columns are static islands — kept as
// the server rendered them, not hydrated. A client-side navigation mounts them anew: their code loads then, and the
// page shows them as a full load does.
test('static islands: kept on a first load, rendered by the browser after a client-side navigation', async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, 'de.localhost', '/knows/search'));
  await page.getByRole('dialog', { name: /cookie/i }).getByRole('button', { name: deShell.cookieAcceptAll }).click();
  // Marks the document: a full load would lose the mark, a client-side navigation keeps it.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const subjects = page.getByRole('navigation').getByRole('link', { name: deShell.subjects }).first();
  // The cookie banner keeps a choice made before its code came (so the click above proves nothing about the page's
  // code); a link clicked before the page has hydrated is a full load. Seen once in CI on a loaded machine.
  await hydrated(subjects);
  await subjects.click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/subjects'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main ul li section h2 a').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: deShell.aboutUs })).toBeVisible();
  // The footer's cookie settings button is in an island: it answers through the banner's listener.
  await page.getByRole('contentinfo').getByRole('button', { name: deShell.cookieSettings }).click();
  await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
});

test('static islands: a first load of the home page loads no code of its sections; a client-side navigation to it does', async ({ page, baseURL }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) scripts.push(response.text().catch(() => ''));
  });
  const sectionsCode = async () => (await Promise.all(scripts)).some((body) => body.includes('home:featureShareTitle'));
  await page.goto(onHost(baseURL, 'de.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#subjects li').first()).toBeVisible();
  await settled(page);
  expect(await sectionsCode()).toBe(false);
  await page.getByRole('dialog', { name: /cookie/i }).getByRole('button', { name: deShell.cookieAcceptAll }).click();
  const subjects = page.getByRole('navigation').getByRole('link', { name: deShell.subjects }).first();
  await hydrated(subjects);
  await subjects.click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/subjects'));
  await page.getByRole('link', { name: deShell.home, exact: true }).first().click();
  await expect(page).toHaveURL(onHost(baseURL, 'de.localhost', '/'));
  await expect(page.locator('#subjects li').first()).toBeVisible();
  // Playwright can report a script's response after the page has already run it (seen with two workers on a loaded
  // machine): the check waits for the report instead of reading the list once.
  await expect.poll(sectionsCode).toBe(true);
});

// Decision 050: the web fonts' rules are inline in the head (no stylesheet before the first paint), applied once the page
// has painted (decision 053); their files come from /fonts under hashed names, cached for a year, and the page's text is
// set in them once they have come.
test('web fonts: no stylesheet request, the fonts load from /fonts and are kept for a year', async ({ page, baseURL }) => {
  const fonts: { url: string; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/fonts/')) fonts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] });
  });
  const response = await page.goto(onHost(baseURL, 'fr.localhost'));
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
  // The server's document holds the rules back from the first paint; the browser applies them after it.
  expect(await response?.text()).toMatch(/<style id="web-fonts" media="print"/);
  await expect(page.locator('#web-fonts')).toHaveAttribute('media', 'all');
  // The rules apply once the page has painted (decision 053): the faces load then.
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family))))
    .toEqual(expect.arrayContaining(['Inter Variable', 'Nunito Variable']));
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^"Nunito Variable"/);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.url).toMatch(/\/fonts\/[\w-]+\.[0-9a-f]{10}\.woff2$/);
    expect(font.cacheControl).toBe('public, max-age=31536000, immutable');
  }
});

// Decision 052: Next's client route table is not among a page's scripts; a client-side navigation right after the first
// load (before the page was idle) has the browser load it then, and stays client-side — Next falls back to a full load
// when the table does not come within 3.8 s.
test('the client route table: not in the document, loaded when the first navigation asks for it', async ({ page, baseURL }) => {
  const tableRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/_buildManifest.js')) tableRequests.push(request.url());
  });
  const response = await page.goto(onHost(baseURL, 'fr.localhost', '/knows/search'), { waitUntil: 'domcontentloaded' });
  const html = (await response?.text()) ?? '';
  expect(html).toContain('/_ssgManifest.js');
  expect(html).not.toContain('/_buildManifest.js');
  // The router's own push, as soon as there is a router: the header's links are an interactive island whose code comes
  // after the page is idle (before that, a click on one is a plain link the browser follows).
  await page.waitForFunction(() => Boolean((window as { next?: { router?: unknown } }).next?.router));
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
    void (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push('/subjects');
  });
  await expect(page).toHaveURL(onHost(baseURL, 'fr.localhost', '/subjects'));
  await expect(page.locator('main ul li section h2 a').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Polled: Playwright can report a request after the page has used its answer (see the static islands' test above).
  await expect.poll(() => tableRequests.length).toBe(1);
});

// Decision 053: the cookie banner's code is not in the first load: its server markup is kept while the page hydrates
// and its component takes over once the page is hydrated. Here its code is held back 1.5 s, so that the visitor's
// clicks land on the kept markup: they are answered once it has come, not lost.
test('the cookie banner: its code after the page, a choice clicked before it came is kept, as is a request from the footer', async ({ page, baseURL }) => {
  await holdChunks(page, 'cookieAcceptAll', 1500);
  const response = await page.goto(onHost(baseURL, 'de.localhost'), { waitUntil: 'load' });
  expect((await firstLoadCode(page, (await response?.text()) ?? '')).some((code) => code.includes('cookieAcceptAll'))).toBe(false);
  const banner = page.getByRole('dialog', { name: /cookie/i });
  await banner.getByRole('button', { name: deShell.cookieAcceptAll }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'knowly_consent');
  expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ statistics: true, marketing: true });

  await page.context().clearCookies();
  await page.goto(onHost(baseURL, 'fr.localhost'), { waitUntil: 'load' });
  await page.getByRole('contentinfo').getByRole('button', { name: frShell.cookieSettings }).click();
  await expect(page.getByRole('dialog', { name: /cookie/i }).getByRole('checkbox', { name: frShell.cookieStatistics })).toBeVisible();
});
