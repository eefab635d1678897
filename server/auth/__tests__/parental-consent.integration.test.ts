// Issue 15 / decision 029: the EU age of digital consent (GDPR art. 8) and the parental-consent path of sign-up.
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { outboxMails } from '../../db/schema';
import { changeUsernameRoute, meRoute, signupRoute, updateUserRoute } from '../../users/routes';
import { parentalConsentPreviewRoute, parentalConsentRoute, requestParentalConsentRoute } from '../parental-consent-routes';

type Signup = { user: { uuid: string; accountUuid: string; name: string; newsletter: boolean; parentalConsentPending: boolean }; accessToken: string };
type ErrorBody = { error: { type: string; data: Record<string, unknown> & { fields?: Record<string, string[]>; reason?: string } } };

let ipCounter = 1;
const nextIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** The birth date of someone who turns `age` today (`days` later: still `age - 1` for that many days). */
function birthDateFor(age: number, days = 0): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

const signUp = (body: Record<string, unknown>, host = 'de.localhost:3000') =>
  callRoute(signupRoute, { body: { email: uniqueEmail('child'), name: 'Lina', password: 'lernen2026', ...body }, host, ip: nextIp() });

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${email.toLowerCase()}`).orderBy(desc(outboxMails.createdOn));
}

async function consentToken(parentEmail: string): Promise<string> {
  const [mail] = await mailsTo(parentEmail);
  const token = mail ? /parental-consent\?token=([0-9a-f-]{36})/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no consent mail to ${parentEmail}`);
  return token;
}

const me = async (accessToken: string) => (await callRoute(meRoute, { token: accessToken })).body as Signup['user'];

describe('sign-up under the age of digital consent (GDPR art. 8)', () => {
  it('asks a 15-year-old on the German site (consent age 16) for a parent’s address, with a typed FormValidationError', async () => {
    const response = await signUp({ birthDate: birthDateFor(16, 1) });
    expect(response.status).toBe(400);
    const { error } = response.body as ErrorBody;
    expect(error.type).toBe('FormValidationError');
    expect(Object.keys(error.data.fields ?? {})).toEqual(['parentEmail']);
    expect(error.data.parentalConsentAge).toBe(16);
  });

  it('makes the account restricted, without newsletter, and mails the parent a consent link that names no child', async () => {
    const parentEmail = uniqueEmail('parent');
    const response = await signUp({ birthDate: birthDateFor(15), parentEmail, newsletter: true });
    expect(response.status).toBe(201);
    const { user } = response.body as Signup;
    expect(user).toMatchObject({ parentalConsentPending: true, newsletter: false });
    const [mail] = await mailsTo(parentEmail);
    expect(mail).toMatchObject({ emailType: 'parental-consent' });
    expect(mail!.text).toContain('http://de.localhost:3000/auth/parental-consent?token=');
    expect(mail!.text).toContain('16');
    expect(mail!.text).not.toContain('Lina');
  });

  it('gives a full account from the 16th birthday on (boundary), and mails no parent', async () => {
    const parentEmail = uniqueEmail('parent');
    const response = await signUp({ birthDate: birthDateFor(16), parentEmail });
    expect(response.status).toBe(201);
    expect((response.body as Signup).user.parentalConsentPending).toBe(false);
    expect(await mailsTo(parentEmail)).toHaveLength(0);
  });

  it('keeps the sign-up contract: without a birth date (API clients that do not ask) the account is made as before', async () => {
    const response = await signUp({});
    expect(response.status).toBe(201);
    expect((response.body as Signup).user.parentalConsentPending).toBe(false);
  });

  it('uses each country’s age: France 15 (a 14-year-old needs a parent, a 15-year-old does not)', async () => {
    expect((await signUp({ birthDate: birthDateFor(14) }, 'fr.localhost:3000')).status).toBe(400);
    expect((await signUp({ birthDate: birthDateFor(14), parentEmail: uniqueEmail('parent') }, 'fr.localhost:3000')).status).toBe(201);
    const fifteen = await signUp({ birthDate: birthDateFor(15) }, 'fr.localhost:3000');
    expect(fifteen.status).toBe(201);
    expect((fifteen.body as Signup).user.parentalConsentPending).toBe(false);
  });

  it('keeps the US hard minimum of 13 (no consent path below it) and asks no parent at 13', async () => {
    const twelve = await signUp({ birthDate: birthDateFor(13, 1), parentEmail: uniqueEmail('parent') }, 'localhost:3000');
    expect(twelve.status).toBe(400);
    expect((twelve.body as ErrorBody).error.data.minimumAge).toBe(13);
    const thirteen = await signUp({ birthDate: birthDateFor(13) }, 'localhost:3000');
    expect(thirteen.status).toBe(201);
    expect((thirteen.body as Signup).user.parentalConsentPending).toBe(false);
  });

  it('asks no parent where the law sets no age for us (Turkey)', async () => {
    const response = await signUp({ birthDate: birthDateFor(12) }, 'tr.localhost:3000');
    expect(response.status).toBe(201);
    expect((response.body as Signup).user.parentalConsentPending).toBe(false);
  });

  it('refuses the child’s own address as the parent’s', async () => {
    const email = uniqueEmail('child');
    const response = await signUp({ email, birthDate: birthDateFor(14), parentEmail: email });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as ErrorBody).error.data.fields ?? {})).toEqual(['parentEmail']);
  });
});

describe('the restricted account and the parent’s consent', () => {
  it('refuses a username and the newsletter until the parent agrees, then allows them', async () => {
    const parentEmail = uniqueEmail('parent');
    const { user, accessToken } = (await signUp({ birthDate: birthDateFor(13), parentEmail })).body as Signup;
    const username = `lina${Date.now()}`;
    const refused = await callRoute(changeUsernameRoute, { params: { id: user.uuid }, query: { username }, token: accessToken });
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorBody).error.data.reason).toBe('parentalConsentRequired');
    const newsletter = await callRoute(updateUserRoute, { params: { id: user.uuid }, body: { newsletter: true }, token: accessToken });
    expect(errorType(newsletter)).toBe('ForbiddenError');
    // Other profile fields stay open.
    expect((await callRoute(updateUserRoute, { params: { id: user.uuid }, body: { region: 'Bayern' }, token: accessToken })).status).toBe(200);

    const token = await consentToken(parentEmail);
    const preview = await callRoute(parentalConsentPreviewRoute, { body: { token } });
    expect(preview).toMatchObject({ status: 200, body: { childName: 'Lina', consentGiven: false } });
    expect((await me(accessToken)).parentalConsentPending).toBe(true);

    const consent = await callRoute(parentalConsentRoute, { body: { token } });
    expect(consent).toMatchObject({ status: 200, body: { childName: 'Lina', consentGiven: true } });
    expect((await me(accessToken)).parentalConsentPending).toBe(false);
    expect((await callRoute(changeUsernameRoute, { params: { id: user.uuid }, query: { username }, token: accessToken })).status).toBe(200);

    const again = await callRoute(parentalConsentRoute, { body: { token } });
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).error.data.reason).toBe('used');
    expect((await callRoute(parentalConsentPreviewRoute, { body: { token } })).body).toMatchObject({ consentGiven: true });
  });

  it('lets the child send the link to a corrected address; the first link then consents to nothing', async () => {
    const wrongParent = uniqueEmail('parent');
    const { user, accessToken } = (await signUp({ birthDate: birthDateFor(14), parentEmail: wrongParent })).body as Signup;
    const firstToken = await consentToken(wrongParent);
    const rightParent = uniqueEmail('parent');
    const resent = await callRoute(requestParentalConsentRoute, { params: { id: user.accountUuid }, body: { parentEmail: rightParent }, token: accessToken });
    expect(resent.status).toBe(204);
    const first = await callRoute(parentalConsentRoute, { body: { token: firstToken } });
    expect((first.body as ErrorBody).error.data.reason).toBe('expired');
    expect((await callRoute(parentalConsentRoute, { body: { token: await consentToken(rightParent) } })).status).toBe(200);
    expect((await me(accessToken)).parentalConsentPending).toBe(false);
  });

  it('refuses a consent mail for an account that needs none, and an unknown link', async () => {
    const { user, accessToken } = (await signUp({ birthDate: birthDateFor(17) })).body as Signup;
    const response = await callRoute(requestParentalConsentRoute, { params: { id: user.accountUuid }, body: { parentEmail: uniqueEmail('parent') }, token: accessToken });
    expect(errorType(response)).toBe('ForbiddenError');
    const unknown = await callRoute(parentalConsentRoute, { body: { token: crypto.randomUUID() } });
    expect((unknown.body as ErrorBody).error.data.reason).toBe('unknown');
  });
});
