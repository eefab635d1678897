// Issue 33's untested spec rows (§2 pages, §8 the crash screen), each opened the way a user reaches it, German site on a
// desktop unless said: /app/subjects/knows (and its exam-board filter on gb.localhost), /app/knows/details,
// /app/knowers/{name-uuid}/profile, /profile/payouts/request and /history, /pro-plan/paypal-redirect, the /pro-plan
// section anchors, and the crash screen with its render_error event. The signed-in app pages keep the app's navigation.
import type { APIRequestContext, Page } from '@playwright/test';
import enKnow from '../../public/locales/en-GB/know.json';
import common from '../../public/locales/de/common.json';
import know from '../../public/locales/de/know.json';
import payouts from '../../public/locales/de/payouts.json';
import proPlan from '../../public/locales/de/pro-plan.json';
import shell from '../../public/locales/de/shell.json';
import upload from '../../public/locales/de/upload.json';
import { analyticsEventsBodySchema } from '../../lib/contracts/analytics';
import { DEMO_KNOWER } from '../../server/db/seed/seed-demo-earnings';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite, type SignedUp } from './signed-in-browsers';

const HOST = 'de.localhost';

/** A visitor asking for a signed-in page is sent (307) to sign in and back to it. */
async function expectSignInFirst(request: APIRequestContext, baseURL: string | undefined, path: string, host = HOST) {
  const visitor = await request.get(path, { headers: siteHeaders(baseURL, host), maxRedirects: 0 });
  expect(visitor.status(), path).toBe(307);
  const location = new URL(visitor.headers().location!, baseURL);
  expect(location.pathname).toMatch(/\/auth\/signin$/);
  expect(location.searchParams.get('redirect')).toBe(path);
}

const appRail = (page: Page) => page.getByRole('navigation', { name: shell.app.navigation });
const bearer = (baseURL: string | undefined, account: SignedUp, host = HOST) => ({ ...siteHeaders(baseURL, host), authorization: `Bearer ${account.accessToken}` });

async function chooseSubjects(request: APIRequestContext, baseURL: string | undefined, account: SignedUp, host: string, language: string, count: number) {
  const listed = (await (await request.get(`/api/v1/subjects?language=${language}`, { headers: siteHeaders(baseURL, host) })).json()) as { subjects: { id: string; name: string }[] };
  const chosen = listed.subjects.slice(0, count);
  expect(chosen.length, `subjects in ${language}`).toBe(count);
  const patched = await request.patch(`/api/v1/users/${account.user.uuid}`, { headers: bearer(baseURL, account, host), data: { subjectIds: chosen.map((subject) => subject.id) } });
  expect(patched.status(), await patched.text()).toBe(200);
  return chosen;
}

test('/app/subjects/knows: the knows of the user’s subjects in the app frame, no board filter on de; on gb the exam-board filter', async ({ page, request, baseURL }) => {
  await expectSignInFirst(request, baseURL, '/app/subjects/knows');
  const student = await signUpOnSite(request, baseURL, HOST, 'Paula Brandt');
  const [subject] = await chooseSubjects(request, baseURL, student, HOST, 'de', 1);
  await signInPage(page, baseURL, HOST, student);
  await page.goto(onHost(baseURL, HOST, '/app/subjects/knows'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(know.subjectKnows.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(appRail(page)).toBeVisible();
  const section = page.getByRole('region', { name: subject!.name });
  await expect(section).toBeVisible();
  await expect(section.getByRole('link', { name: know.subjectKnows.more.replace('{{subject}}', subject!.name) })).toBeVisible();
  // Every know listed opens in the app frame.
  for (const href of await section.locator('li a[href*="/knows/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/app\/knows\//);
  await expect(page.getByTestId('subject-knows-exam-board')).toHaveCount(0);

  const gbHost = 'gb.localhost';
  const british = await signUpOnSite(request, baseURL, gbHost, 'Oliver Hughes');
  await chooseSubjects(request, baseURL, british, gbHost, 'en', 2);
  await signInPage(page, baseURL, gbHost, british);
  await page.goto(onHost(baseURL, gbHost, '/app/subjects/knows'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enKnow.subjectKnows.title);
  const filter = page.getByTestId('subject-knows-exam-board');
  await expect(filter).toHaveValue('');
  await filter.selectOption('aqa');
  await expect(page).toHaveURL(/\/app\/subjects\/knows\?examBoard=aqa$/);
  await expect(page.getByTestId('subject-knows-exam-board')).toHaveValue('aqa');
  // A board of another country lists every know, as if none were chosen.
  await page.goto(onHost(baseURL, gbHost, '/app/subjects/knows?examBoard=lgs'));
  await expect(page.getByTestId('subject-knows-exam-board')).toHaveValue('');
});

test('/app/knows/details: a draft uploaded in the app is described there, in the app frame; without a draft it says so', async ({ page, request, baseURL }) => {
  await expectSignInFirst(request, baseURL, '/app/knows/details');
  const knower = await signUpOnSite(request, baseURL, HOST, 'Jana Roth');
  const uploaded = await request.post('/api/v1/knows/uploads', {
    headers: bearer(baseURL, knower),
    multipart: { file: { name: 'Zellteilung.pdf', mimeType: 'application/pdf', buffer: await makePdf(['Mitose: Prophase, Metaphase, Anaphase, Telophase.']) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const { knowUuid } = (await uploaded.json()) as { knowUuid: string };
  await signInPage(page, baseURL, HOST, knower);

  await page.goto(onHost(baseURL, HOST, '/app/knows/details'));
  await expect(page.getByText(upload.noKnowChosen)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: upload.goToUpload })).toHaveAttribute('href', /\/app\/knows\/create$/);

  await page.goto(onHost(baseURL, HOST, `/app/knows/details?knowUuid=${knowUuid}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upload.detailsTitle);
  await expect(page.getByRole('form', { name: upload.detailsFormLabel })).toBeVisible();
  await expect(page.getByLabel(upload.titleLabel)).toBeVisible();
  await expect(page.getByRole('button', { name: upload.publish })).toBeVisible();
  await expect(appRail(page)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('/app/knowers/{name-uuid}/profile: a knower’s profile in the app frame, noindex, another name part redirected', async ({ page, request, baseURL }) => {
  const found = await request.get(`/api/v1/knows/search?query=${encodeURIComponent('Photosynthese')}`, { headers: siteHeaders(baseURL, HOST) });
  const demo = ((await found.json()) as { knows: { uuid: string; title: string }[] }).knows.find((item) => item.title === 'Photosynthese einfach erklärt');
  expect(demo).toBeTruthy();
  const { knower } = (await (await request.get(`/api/v1/knows/${demo!.uuid}`, { headers: siteHeaders(baseURL, HOST) })).json()) as { knower: { uuid: string; name: string } };
  const profile = await request.get(`/knowers/${knower.uuid}/profile`, { headers: siteHeaders(baseURL, HOST), maxRedirects: 0 });
  expect(profile.status()).toBe(308);
  const canonical = new URL(profile.headers().location!, baseURL).pathname;
  const appPath = `/app${canonical}`;
  const renamed = await request.get(`/app/knowers/someone-else-${knower.uuid}/profile`, { headers: siteHeaders(baseURL, HOST), maxRedirects: 0 });
  expect(renamed.status()).toBe(308);
  expect(new URL(renamed.headers().location!, baseURL).pathname).toBe(appPath);

  await signInPage(page, baseURL, HOST, await signUpOnSite(request, baseURL, HOST, 'Tim Berger'));
  await page.goto(onHost(baseURL, HOST, appPath));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(knower.name);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0); // the public page carries the profile's structured data
  await expect(appRail(page)).toBeVisible();
  await expect(page.getByRole('main').locator('a[href*="/knows/"]').first()).toBeVisible();
});

test('/profile/payouts/request and /history: the knower’s request form and history under the profile, one area throughout', async ({ page, request, baseURL }) => {
  for (const path of ['/profile/payouts/request', '/profile/payouts/history']) await expectSignInFirst(request, baseURL, path);
  const tokens = await request.post('/api/auth/oauth/token', { headers: siteHeaders(baseURL, HOST), data: { email: DEMO_KNOWER.email, password: DEMO_KNOWER.password } });
  expect(tokens.status()).toBe(200);
  await signInPage(page, baseURL, HOST, (await tokens.json()) as SignedUp);

  await page.goto(onHost(baseURL, HOST, '/profile/payouts/request'));
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payouts.request.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const tabs = page.getByRole('navigation', { name: payouts.pages.label });
  await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('href', '/profile/payouts/request');
  for (const path of ['/profile/payouts', '/profile/payouts/history']) await expect(tabs.locator(`a[href="${path}"]`)).toHaveCount(1);
  await expect(page.getByText(/^Dein Guthaben beträgt \d/)).toBeVisible();

  // The request itself is the payouts journey's (payouts.spec.ts, the same knower): here its answer is made up, so that
  // this test leaves her balance and her one open request alone, and only where the page goes next is checked.
  await page.route('**/api/v1/knowers/me/payouts', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ payoutUuid: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', status: 'requested' }) })
      : route.fallback(),
  );
  await page.getByLabel(/^Betrag/).fill('10');
  await page.getByLabel(payouts.request.iban).fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel(payouts.request.holderName).fill('Lena Vogel');
  await page.getByRole('button', { name: payouts.request.submit }).click();
  await expect(page).toHaveURL(/\/profile\/payouts\/history$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(payouts.history.title);
  await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('href', '/profile/payouts/history');
  await expect(page.getByTestId('payout-history').or(page.getByText(payouts.history.empty))).toBeVisible();
});

test('/pro-plan/paypal-redirect: PayPal’s return captures the order and goes on to success, or back to the plans when declined', async ({ page, request, baseURL }) => {
  await expectSignInFirst(request, baseURL, '/pro-plan/paypal-redirect');
  const buyer = await signUpOnSite(request, baseURL, HOST, 'Lina Hoffmann');
  await signInPage(page, baseURL, HOST, buyer);

  await page.goto(onHost(baseURL, HOST, '/pro-plan/paypal-redirect'));
  await expect(page.getByRole('alert').filter({ hasText: proPlan.errors.notFound })).toBeVisible();

  // A subscription that is no PayPal order (the local test provider's): the server finds no order to capture.
  const started = await request.post('/api/v1/subscriptions/checkout', { headers: bearer(baseURL, buyer), data: { planId: 'pro_monthly', provider: 'local' } });
  expect(started.status(), await started.text()).toBe(201);
  const { subscriptionUuid } = (await started.json()) as { subscriptionUuid: string };
  const captured = page.waitForResponse((response) => response.url().endsWith(`/api/v1/subscriptions/${subscriptionUuid}/paypal-capture`));
  await page.goto(onHost(baseURL, HOST, `/pro-plan/paypal-redirect?subscriptionUuid=${subscriptionUuid}`));
  expect((await captured).status()).toBe(404);
  await expect(page.getByRole('alert').filter({ hasText: proPlan.errors.notFound })).toBeVisible();

  // PayPal's answers themselves (no PayPal here): the capture's outcome decides where the buyer goes.
  const answer = (status: string) => (route: { fulfill: (options: object) => Promise<void> }) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({
      subscriptionUuid, planId: 'pro_monthly', interval: 'month', price: { amount: 999, currency: 'EUR' }, provider: 'paypal', status, forChild: false,
      isBuyer: true, isHolder: true, codeRedeemed: false, currentPeriodEnd: null, cancelAtPeriodEnd: false, receipts: [],
    }) });
  await page.route(`**/api/v1/subscriptions/${subscriptionUuid}/paypal-capture`, answer('expired'));
  await page.goto(onHost(baseURL, HOST, `/pro-plan/paypal-redirect?subscriptionUuid=${subscriptionUuid}`));
  await expect(page).toHaveURL(/\/pro-plan\?checkout=failed$/);
  await expect(page.getByTestId('checkout-outcome')).toHaveText(proPlan.checkoutOutcome.failed);
  await page.unroute(`**/api/v1/subscriptions/${subscriptionUuid}/paypal-capture`);
  await page.route(`**/api/v1/subscriptions/${subscriptionUuid}/paypal-capture`, answer('active'));
  await page.goto(onHost(baseURL, HOST, `/pro-plan/paypal-redirect?subscriptionUuid=${subscriptionUuid}`));
  await expect(page).toHaveURL(new RegExp(`/pro-plan/success\\?subscriptionUuid=${subscriptionUuid}$`));
});

test('/pro-plan anchors: #plans, #compare and #faq open the page at their section', async ({ page, baseURL }) => {
  for (const [anchor, title] of [['plans', proPlan.plans.title], ['compare', proPlan.compare.title], ['faq', proPlan.faq.title]] as const) {
    await page.goto(onHost(baseURL, HOST, `/pro-plan#${anchor}`));
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
  }
});

test('the crash screen: a page that fails to render shows the error text and a way home, and reports render_error', async ({ page, baseURL }) => {
  const reported: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/analytics/events') return;
    const body = analyticsEventsBodySchema.parse(request.postDataJSON());
    reported.push(...('events' in body ? body.events : [body]).filter((event) => event.name === 'render_error'));
  });
  // The server's page is fine; the browser gets its props with the profile's member-since date broken, so that
  // rendering it throws in the browser (an invalid date cannot be formatted), as a bug in a page would.
  const found = await page.request.get(`/api/v1/knows/search?query=${encodeURIComponent('Photosynthese')}`, { headers: siteHeaders(baseURL, HOST) });
  const demo = ((await found.json()) as { knows: { uuid: string }[] }).knows[0]!;
  const { knower } = (await (await page.request.get(`/api/v1/knows/${demo.uuid}`, { headers: siteHeaders(baseURL, HOST) })).json()) as { knower: { uuid: string } };
  const moved = await page.request.get(`/knowers/${knower.uuid}/profile`, { headers: siteHeaders(baseURL, HOST), maxRedirects: 0 });
  const path = new URL(moved.headers().location!, baseURL).pathname;
  // The test's own requests cannot resolve *.localhost: the page is fetched from the server's address with the site's Host.
  await page.route(onHost(baseURL, HOST, path), async (route) => {
    const response = await route.fetch({ url: new URL(path, baseURL).toString(), headers: { ...route.request().headers(), ...siteHeaders(baseURL, HOST) }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = (await response.text()).replace(/(<script id="__NEXT_DATA__"[^>]*>)(.*?)(<\/script>)/s, (_, open: string, json: string, close: string) => {
      const data = JSON.parse(json) as { props: { pageProps: { profile: { memberSince: string } } } };
      data.props.pageProps.profile.memberSince = 'not a date';
      return `${open}${JSON.stringify(data)}${close}`;
    });
    await route.fulfill({ response, body: html });
  });
  await page.goto(onHost(baseURL, HOST, path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.errorTitle);
  await expect(page.getByText(common.errorText)).toBeVisible();
  await expect(page.getByRole('link', { name: common.goHome })).toHaveAttribute('href', '/');
  await expect.poll(() => reported.length, { timeout: 15_000 }).toBe(1);
  expect(reported[0]).toMatchObject({ name: 'render_error', value: 500, web: { domain: HOST } });
  await page.getByRole('link', { name: common.goHome }).click();
  await expect(page).toHaveURL(onHost(baseURL, HOST, '/'));
});
