// Issue 33, spec §7 "Event names cover uploads, likes, saves, shares, flashcards, … onboarding": a new student on
// de.localhost (desktop) goes through onboarding, opens the flashcards, likes, unlikes, shares and saves a demo know,
// and uploads a file the server refuses and then a PDF in the app; another studies a demo flashcard set (a card
// flipped, a test taken). Each action reaches the analytics service (answered 202, so stored) as its event with its
// fields: the onboarding steps answered or skipped, the whole know part of the know acted on (knower, subjects,
// grades, publishedOn, format — spec §3), how it was shared, what was uploaded and why an upload was refused. Nothing
// is mocked: the events are read from the page's own posts to /api/analytics/events. (The server's own events —
// sign-up, e-mail, pro plan, payouts — are read back from the database in the integration tests.)
import type { Page } from '@playwright/test';
import deAuth from '../../public/locales/de/auth.json';
import flashcards from '../../public/locales/de/flashcards.json';
import know from '../../public/locales/de/know.json';
import library from '../../public/locales/de/library.json';
import onboarding from '../../public/locales/de/onboarding.json';
import { knowAnalyticsPart, type KnowForAnalytics } from '../../lib/analytics/know-part';
import { analyticsEventsBodySchema, type AnalyticsEvent } from '../../lib/contracts/analytics';
import { makePdf } from '../fixtures/pdf';
import { acceptNecessaryCookies, fill, submitSignUpForm } from './account-helpers';
import { expect, onHost, siteHeaders, test } from './fixtures';
import { signInPage, signUpOnSite } from './signed-in-browsers';

const HOST = 'de.localhost';

/** The events the page posts and the analytics service accepts (202), in the order they were sent. */
function acceptedEvents(page: Page): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/analytics/events' || response.status() !== 202) return;
    const body = analyticsEventsBodySchema.parse(request.postDataJSON());
    events.push(...('events' in body ? body.events : [body]));
  });
  return events;
}

/** The events of these names, once as many as expected have arrived (the queue sends 2 s after the first event). */
async function eventsNamed(events: AnalyticsEvent[], names: readonly string[], count: number): Promise<AnalyticsEvent[]> {
  const matching = () => events.filter((event) => names.includes(event.name));
  await expect.poll(() => matching().length, { timeout: 15_000, message: `${count} of ${names.join(', ')}` }).toBeGreaterThanOrEqual(count);
  return matching();
}

test('onboarding, flashcards, a like, an unlike, a share, a save and an upload each record their event with its fields', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const events = acceptedEvents(page);
  // Sharing copies the link (no share sheet in the test browser, and none wanted: it would wait for a choice).
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: onHost(baseURL, HOST, '/') });

  // Onboarding: school type and grade answered, subjects skipped, region answered.
  await page.goto(onHost(baseURL, HOST, '/auth/signup'));
  await acceptNecessaryCookies(page);
  await submitSignUpForm(page, { name: 'Emil', email: `events${Date.now()}@example.org`, password: 'lernen2026' }, deAuth);
  await expect(page).toHaveURL(/\/app\/onboarding/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(onboarding.schoolTypeTitle, { name: 'Emil' }));
  await page.getByRole('group').getByRole('button').first().click();
  await page.getByRole('button', { name: onboarding.next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onboarding.gradesTitle);
  await page.getByRole('group').getByRole('button').first().click();
  await page.getByRole('button', { name: onboarding.next }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onboarding.subjectsTitle);
  await page.getByRole('button', { name: onboarding.skip }).click();
  await page.getByLabel(onboarding.regionLabel).fill('Sachsen');
  await page.getByRole('button', { name: onboarding.finish }).click();
  await expect(page).toHaveURL(/\/app\/feeds/);
  const onboardingEvents = await eventsNamed(events, ['onboarding_started', 'onboarding_step_completed', 'onboarding_completed'], 6);
  expect(onboardingEvents.map((event) => [event.name, event.valueId ?? null, event.value ?? null])).toEqual([
    ['onboarding_started', null, null],
    ['onboarding_step_completed', 'schoolType', 'answered'],
    ['onboarding_step_completed', 'grades', 'answered'],
    ['onboarding_step_completed', 'subjects', 'skipped'],
    ['onboarding_step_completed', 'region', 'answered'],
    ['onboarding_completed', null, null],
  ]);
  const signedIn = onboardingEvents.at(-1)!;
  expect(signedIn).toMatchObject({ platform: 'web', user: { premiumStatus: 'none', isKnower: false, country: 'DE' }, page: { path: '/app/onboarding', locale: 'de' } });

  // The flashcards overview.
  await page.goto(onHost(baseURL, HOST, '/app/flashcards'));
  const [opened] = await eventsNamed(events, ['flashcards_opened'], 1);
  expect(opened).toMatchObject({ value: 'overview', page: { path: '/app/flashcards' } });

  // A demo know: liked, unliked, shared and saved, each with the whole know part.
  const found = await request.get(`/api/v1/knows/search?query=${encodeURIComponent('Photosynthese')}`, { headers: siteHeaders(baseURL, HOST) });
  const demo = ((await found.json()) as { knows: { uuid: string; title: string; path: string }[] }).knows.find((item) => item.title === 'Photosynthese einfach erklärt');
  expect(demo, 'the demo know "Photosynthese einfach erklärt"').toBeTruthy();
  const detail = (await (await request.get(`/api/v1/knows/${demo!.uuid}`, { headers: siteHeaders(baseURL, HOST) })).json()) as KnowForAnalytics;
  const part = knowAnalyticsPart(detail);
  expect(part.subjects!.length).toBeGreaterThan(0);
  expect(part.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.goto(onHost(baseURL, HOST, demo!.path));
  const like = page.getByTestId('know-like').first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: know.share }).first().click();
  await expect(page.getByRole('status').filter({ hasText: know.linkCopied }).first()).toBeAttached();
  await page.getByRole('button', { name: library.save.button }).first().click();
  await page.getByRole('dialog', { name: library.save.title }).getByRole('button', { name: library.save.confirm }).click();
  await expect(page.getByRole('button', { name: library.save.saved }).first()).toBeVisible();

  const knowEvents = await eventsNamed(events, ['know_liked', 'know_unliked', 'know_shared', 'know_saved'], 4);
  expect(knowEvents.map((event) => event.name)).toEqual(['know_liked', 'know_unliked', 'know_shared', 'know_saved']);
  for (const event of knowEvents) expect(event.know, event.name).toEqual(part);
  expect(knowEvents[2]!.value).toBe('copy');

  // An upload in the app area: a file named .pdf that is none, refused by the server (failed, with the error type); then
  // a real PDF, started and completed with what was uploaded, and the details step of the new know.
  await page.goto(onHost(baseURL, HOST, '/app/knows/create'));
  await page.getByTestId('upload-input').setInputFiles({ name: 'notizen.pdf', mimeType: 'application/pdf', buffer: Buffer.from('nur Text, kein PDF') });
  await expect(page.getByTestId('upload-problem')).toBeVisible();
  const refused = await eventsNamed(events, ['know_upload_started', 'know_upload_failed'], 2);
  expect(refused.map((event) => [event.name, event.value])).toEqual([
    ['know_upload_started', 'pdf'],
    ['know_upload_failed', 'InvalidMIMETypeError'],
  ]);
  await page.getByTestId('upload-input').setInputFiles({ name: 'zellatmung.pdf', mimeType: 'application/pdf', buffer: await makePdf(['Zellatmung: Glykolyse, Citratzyklus, Atmungskette.']) });
  await expect(page).toHaveURL(/\/app\/knows\/details\?knowUuid=[0-9a-f-]{36}/, { timeout: 30_000 });
  const knowUuid = new URL(page.url()).searchParams.get('knowUuid');
  const uploadEvents = (await eventsNamed(events, ['know_upload_started', 'know_upload_completed', 'know_upload_failed'], 4)).slice(2);
  expect(uploadEvents.map((event) => [event.name, event.value, event.valueId])).toEqual([
    ['know_upload_started', 'pdf', '1'],
    ['know_upload_completed', 'pdf', '1'],
  ]);
  expect(uploadEvents[1]!.know).toEqual({ knowUuid, format: 'DOCUMENT' });
});

test('a flashcard set opened, a card flipped and a test taken and checked each record their event with the set', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const events = acceptedEvents(page);
  const found = await request.get(`/api/v1/knows/search?query=${encodeURIComponent('Zellorganellen')}&knowFormat=FLASHCARDS`, { headers: siteHeaders(baseURL, HOST) });
  const set = ((await found.json()) as { knows: { uuid: string; title: string }[] }).knows.find((item) => item.title === 'Zellorganellen');
  expect(set, 'the demo flashcard set "Zellorganellen"').toBeTruthy();
  const part = { knowUuid: set!.uuid, format: 'FLASHCARDS' };
  await signInPage(page, baseURL, HOST, await signUpOnSite(request, baseURL, HOST, 'Ida Krüger'));

  await page.goto(onHost(baseURL, HOST, `/app/flashcards?knowUuid=${set!.uuid}`));
  await acceptNecessaryCookies(page);
  await expect(page.getByTestId('card-front')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('card-back')).toBeVisible();
  const [opened, flipped] = await eventsNamed(events, ['flashcards_opened', 'flashcard_flipped'], 2);
  expect(opened).toMatchObject({ name: 'flashcards_opened', value: 'set', know: part });
  expect(flipped).toMatchObject({ name: 'flashcard_flipped', know: part });

  await page.goto(onHost(baseURL, HOST, `/app/flashcards?knowUuid=${set!.uuid}&mode=test`));
  await page.getByRole('button', { name: flashcards.test.submit }).click();
  await expect(page.getByRole('button', { name: flashcards.test.newTest })).toBeVisible();
  const modes = await eventsNamed(events, ['flashcards_mode_started', 'flashcards_mode_completed'], 2);
  expect(modes.map((event) => [event.name, event.value, event.know])).toEqual([
    ['flashcards_mode_started', 'test', part],
    ['flashcards_mode_completed', 'test', part],
  ]);
});
