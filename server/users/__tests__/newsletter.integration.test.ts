import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { outboxMails, users } from '../../db/schema';
import { emailPreferencesToken } from '../../mail/email-preferences';
import { mailSite } from '../../mail/mail-site';
import { sendMail } from '../../mail/send-mail';
import { unsubscribeRoute } from '../newsletter-routes';
import { signupRoute } from '../routes';

type Signup = { user: { uuid: string; email: string; country: string; interfaceLanguage: string } };

async function newsletterMail() {
  // A reader who ticked the sign-up's newsletter box (France asks for consent first).
  const { user } = (await callRoute(signupRoute, { body: { email: uniqueEmail(), name: 'Léa', password: 'reviser2026', newsletter: true }, host: 'fr.localhost:3000' })).body as Signup;
  const db = await getDb();
  const site = mailSite(user, 'fr.localhost:3000');
  const { emailUuid } = await sendMail(db, {
    userUuid: user.uuid,
    emailType: 'newsletter',
    to: user.email,
    locale: site.locale,
    template: 'newsletter',
    params: { name: 'Léa', subject: 'Les nouveautés de la semaine', paragraphs: ['De nouvelles fiches en maths.'] },
    site,
  });
  return { user, emailUuid };
}

const newsletterOf = async (userUuid: string) =>
  (await (await getDb()).select({ newsletter: users.newsletter }).from(users).where(eq(users.uuid, userUuid)))[0]?.newsletter;

const unsubscribe = (body: unknown) => callRoute(unsubscribeRoute, { body });

describe('POST /api/v1/users/newsletter/unsubscribe/v2', () => {
  it('turns the newsletter off with the values of the mail’s unsubscribe link, and again without harm', async () => {
    const { user, emailUuid } = await newsletterMail();
    expect(await newsletterOf(user.uuid)).toBe(true);
    const db = await getDb();
    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.uuid, emailUuid));
    const link = new URL(/(http:\/\/fr\.localhost:3000\/newsletter\/unsubscribe\?\S+)/.exec(mail!.text)![1]!);
    const body = { emailType: link.searchParams.get('emailType'), emailPreferencesToken: link.searchParams.get('token'), emailUuid: link.searchParams.get('emailUuid') };
    expect(body).toEqual({ emailType: 'newsletter', emailPreferencesToken: emailPreferencesToken(emailUuid), emailUuid });

    expect((await unsubscribe(body)).status).toBe(204);
    expect(await newsletterOf(user.uuid)).toBe(false);
    expect((await unsubscribe(body)).status).toBe(204);
  });

  it('refuses a wrong token with ForbiddenError and leaves the newsletter on', async () => {
    const { user, emailUuid } = await newsletterMail();
    const other = randomUUID();
    for (const token of [emailPreferencesToken(other), 'x', `${emailPreferencesToken(emailUuid)}x`]) {
      const response = await unsubscribe({ emailType: 'newsletter', emailPreferencesToken: token, emailUuid });
      expect([response.status, errorType(response)]).toEqual([403, 'ForbiddenError']);
    }
    expect(await newsletterOf(user.uuid)).toBe(true);
  });

  it('refuses a link whose emailType does not match the mail', async () => {
    const { emailUuid } = await newsletterMail();
    const response = await unsubscribe({ emailType: 'confirm-email', emailPreferencesToken: emailPreferencesToken(emailUuid), emailUuid });
    expect([response.status, errorType(response)]).toEqual([403, 'ForbiddenError']);
  });

  it('answers NotFoundError for a mail it never sent', async () => {
    const emailUuid = randomUUID();
    const response = await unsubscribe({ emailType: 'newsletter', emailPreferencesToken: emailPreferencesToken(emailUuid), emailUuid });
    expect([response.status, errorType(response)]).toEqual([404, 'NotFoundError']);
  });

  it('refuses a malformed body with FormValidationError', async () => {
    const response = await unsubscribe({ emailType: 'newsletter', emailPreferencesToken: 'abc', emailUuid: 'not-a-uuid' });
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });
});
