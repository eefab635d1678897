// Issue 15 / decision 029, what a restricted account may not do on the server: a minor under the site's age of
// digital consent whose parent has not agreed may not upload a know or create a flashcard know; a Google or Apple
// account made on a site that asks for the age is restricted the same way until it gives its birth date (onboarding's
// first step, PATCH users/{id}) and, under that age, a parent agrees.
import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../tests/fixtures/pdf';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { multipartBody } from '../../../tests/integration/multipart-body';
import { getDb } from '../../db';
import { outboxMails } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { createAiChatRoute, createAiSummaryRoute, postAiMessageRoute } from '../../ai/routes';
import { createFlashcardKnowRoute } from '../../flashcards/routes';
import { uploadKnowRoute } from '../../knows/create-routes';
import { meRoute, signupRoute, updateUserRoute } from '../../users/routes';
import { signupSiteOf } from '../../users/signup-site';
import { parentalConsentRoute } from '../parental-consent-routes';
import { signInWithIdentity } from '../social/social-sign-in';

type Me = { uuid: string; accountUuid: string; newsletter: boolean; parentalConsentPending: boolean; ageConfirmationPending: boolean };
type ErrorBody = { error: { type: string; data: Record<string, unknown> & { fields?: Record<string, string[]>; reason?: string } } };

let pdf: Buffer;
let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  setFileStorage(new MemoryStorage());
  pdf = await makePdf(['Die Zelle ist die kleinste Einheit des Lebens.']);
});

afterAll(() => setFileStorage(undefined));

/** The birth date of someone who turned `age` today. */
function birthDateFor(age: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

const reasonOf = (response: { body: unknown }) => (response.body as ErrorBody).error?.data.reason;
const me = async (token: string) => (await callRoute(meRoute, { token })).body as Me;

async function uploadKnow(token: string) {
  return callRoute(uploadKnowRoute, { token, ...(await multipartBody([{ data: pdf, name: 'Zelle.pdf', type: 'application/pdf' }])) });
}

const createFlashcards = (token: string) => callRoute(createFlashcardKnowRoute, { token, body: { title: 'Zellorganellen', cards: [{ front: 'Mitochondrium', back: 'Kraftwerk der Zelle' }] } });

async function consentTokenFor(parentEmail: string): Promise<string> {
  const [mail] = await (await getDb()).select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${parentEmail}`).orderBy(desc(outboxMails.createdOn));
  const token = mail ? /parental-consent\?token=([0-9a-f-]{36})/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no consent mail to ${parentEmail}`);
  return token;
}

async function emailSignUp(age: number, parentEmail?: string) {
  const response = await callRoute(signupRoute, {
    body: { email: uniqueEmail('child'), name: 'Lina', password: 'lernen2026', birthDate: birthDateFor(age), ...(parentEmail ? { parentEmail } : {}) },
    host: 'de.localhost:3000',
    ip: nextIp(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { user: Me; accessToken: string };
}

/** A new account made by Google on a country site, as the OpenID callback makes it (the provider tells no age). */
async function socialSignUp(host = 'de.localhost:3000') {
  const email = uniqueEmail('social');
  const signedIn = await signInWithIdentity(await getDb(), { provider: 'google', subject: `sub-${email}`, email, emailVerified: true, name: 'Noa' }, signupSiteOf({ host }));
  expect(signedIn.created).toBe(true);
  return { token: signedIn.accessToken, userUuid: signedIn.userUuid, email };
}

const giveAge = (token: string, userUuid: string, body: Record<string, unknown>) => callRoute(updateUserRoute, { token, params: { id: userUuid }, body, host: 'de.localhost:3000' });

describe('parental consent is required to publish (issue 15, decision 029)', () => {
  it('refuses a 15-year-old on the German site (consent age 16) an upload and a flashcard know until the parent agrees', async () => {
    const parentEmail = uniqueEmail('parent');
    const { accessToken } = await emailSignUp(15, parentEmail);

    const upload = await uploadKnow(accessToken);
    expect(upload.status).toBe(403);
    expect(errorType(upload)).toBe('ForbiddenError');
    expect(reasonOf(upload)).toBe('parentalConsentRequired');
    const flashcards = await createFlashcards(accessToken);
    expect(flashcards.status).toBe(403);
    expect(reasonOf(flashcards)).toBe('parentalConsentRequired');

    expect((await callRoute(parentalConsentRoute, { body: { token: await consentTokenFor(parentEmail) } })).status).toBe(200);
    expect((await uploadKnow(accessToken)).status).toBe(201);
    expect((await createFlashcards(accessToken)).status).toBe(201);
  });

  it('lets a 16-year-old (the boundary) upload and create flashcards at once', async () => {
    const { accessToken } = await emailSignUp(16);
    expect((await uploadKnow(accessToken)).status).toBe(201);
    expect((await createFlashcards(accessToken)).status).toBe(201);
  });

  it('refuses before the body is read: the upload is refused with ForbiddenError whatever it carries', async () => {
    const { accessToken } = await emailSignUp(14, uniqueEmail('parent'));
    const empty = await callRoute(uploadKnowRoute, { token: accessToken, body: Buffer.from('not multipart'), headers: { 'content-type': 'application/octet-stream' } });
    expect(reasonOf(empty)).toBe('parentalConsentRequired');
  });
});

describe('parental consent is required to use the AI features, which send the user’s text to a provider (issue 18, decision 029)', () => {
  it('refuses a 15-year-old on the German site a chat, a question and a summary until the parent agrees', async () => {
    const parentEmail = uniqueEmail('parent');
    const { accessToken } = await emailSignUp(15, parentEmail);
    const chat = await callRoute(createAiChatRoute, { token: accessToken, body: {}, host: 'de.localhost:3000' });
    expect(chat.status).toBe(403);
    expect(reasonOf(chat)).toBe('parentalConsentRequired');
    const someChat = '00000000-0000-4000-8000-000000000000';
    expect(reasonOf(await callRoute(postAiMessageRoute, { token: accessToken, params: { id: someChat }, body: { text: 'Was ist eine Zelle?' } }))).toBe('parentalConsentRequired');
    expect(reasonOf(await callRoute(createAiSummaryRoute, { token: accessToken, body: { knowUuids: [someChat], length: 'short' } }))).toBe('parentalConsentRequired');

    expect((await callRoute(parentalConsentRoute, { body: { token: await consentTokenFor(parentEmail) } })).status).toBe(200);
    expect((await callRoute(createAiChatRoute, { token: accessToken, body: {}, host: 'de.localhost:3000' })).status).toBe(201);
  });
});

describe('Google/Apple sign-up on a site that asks for the age (issue 15, decision 029)', () => {
  it('makes an account whose age is unconfirmed: restricted, without newsletter, uploads refused until the birth date is given', async () => {
    const { token, userUuid } = await socialSignUp();
    expect(await me(token)).toMatchObject({ ageConfirmationPending: true, parentalConsentPending: false, newsletter: false });
    const upload = await uploadKnow(token);
    expect(upload.status).toBe(403);
    expect(reasonOf(upload)).toBe('ageConfirmationRequired');
    expect(reasonOf(await createFlashcards(token))).toBe('ageConfirmationRequired');

    const confirmed = await giveAge(token, userUuid, { birthDate: birthDateFor(16) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ ageConfirmationPending: false, parentalConsentPending: false });
    expect((await uploadKnow(token)).status).toBe(201);
    expect((await createFlashcards(token)).status).toBe(201);
  });

  it('asks an account under the consent age for a parent, mails the parent, and keeps it restricted until they agree', async () => {
    const { token, userUuid, email } = await socialSignUp();
    const withoutParent = await giveAge(token, userUuid, { birthDate: birthDateFor(15) });
    expect(withoutParent.status).toBe(400);
    expect(errorType(withoutParent)).toBe('FormValidationError');
    expect(Object.keys((withoutParent.body as ErrorBody).error.data.fields ?? {})).toEqual(['parentEmail']);
    expect((withoutParent.body as ErrorBody).error.data.parentalConsentAge).toBe(16);
    const ownAddress = await giveAge(token, userUuid, { birthDate: birthDateFor(15), parentEmail: email });
    expect(Object.keys((ownAddress.body as ErrorBody).error.data.fields ?? {})).toEqual(['parentEmail']);

    const parentEmail = uniqueEmail('parent');
    const asked = await giveAge(token, userUuid, { birthDate: birthDateFor(15), parentEmail });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ ageConfirmationPending: false, parentalConsentPending: true });
    expect(reasonOf(await uploadKnow(token))).toBe('parentalConsentRequired');

    expect((await callRoute(parentalConsentRoute, { body: { token: await consentTokenFor(parentEmail) } })).status).toBe(200);
    expect((await uploadKnow(token)).status).toBe(201);
  });

  it('takes the birth date once: a second answer is refused, so nobody lifts a parent’s gate by changing it', async () => {
    const { token, userUuid } = await socialSignUp();
    expect((await giveAge(token, userUuid, { birthDate: birthDateFor(13), parentEmail: uniqueEmail('parent') })).status).toBe(200);
    const again = await giveAge(token, userUuid, { birthDate: birthDateFor(30) });
    expect(again.status).toBe(403);
    expect(reasonOf(again)).toBe('ageAlreadyConfirmed');
    expect((await me(token)).parentalConsentPending).toBe(true);
  });

  it('makes a full account where the law sets no age for us (Turkey), as before', async () => {
    const { token } = await socialSignUp('tr.localhost:3000');
    expect(await me(token)).toMatchObject({ ageConfirmationPending: false, parentalConsentPending: false });
    expect((await createFlashcards(token)).status).toBe(201);
  });
});
