// The SMTP path as a deployment runs it: SMTP_URL names a real SMTP server (smtp-server, on loopback, requiring AUTH),
// the product's own flows send through nodemailer, and what arrives is parsed (mailparser) and checked header by
// header — in German and in French. Then the server is down: the mail waits in the outbox with its error and a retry
// job, and is delivered once the server is back; a mail that keeps failing is given up after MAX_DELIVERY_ATTEMPTS.
import { eq, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { simpleParser, type AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, uniqueEmail } from '../../../tests/integration/call-route';
import { startSmtpServer, type SmtpTestServer } from '../../../tests/integration/smtp-server';
import { getDb } from '../../db';
import { jobs, outboxMails } from '../../db/schema';
import { env } from '../../env';
import { jobHandlersOf } from '../../jobs/define-job';
import { idempotentJobUuid } from '../../jobs/enqueue-job';
import { JOB_HANDLERS } from '../../jobs/job-handlers';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { signupRoute } from '../../users/routes';
import { deliverMailJob, MAX_DELIVERY_ATTEMPTS } from '../deliver-mail';
import { mailSite } from '../mail-site';
import { smtpTransport, smtpTransportOptions } from '../mail-transport';
import { sendMail } from '../send-mail';

let smtp: SmtpTestServer;
const mailJobs = jobHandlersOf([deliverMailJob]);

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  // Nothing in this file read the environment before: the product's own transport goes to this server.
  expect(env().SMTP_URL).toBe(smtp.url);
});

afterAll(async () => {
  await smtp.stop();
  delete process.env.SMTP_URL;
});

async function signUp(email: string, name: string, host: string): Promise<void> {
  const response = await callRoute(signupRoute, { body: { email, name, password: 'lernen2026' }, host });
  expect(response.status).toBe(201);
}

async function outboxRow(email: string) {
  const rows = await (await getDb()).select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${email.toLowerCase()}`);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const receivedBy = (email: string) => smtp.received.filter((mail) => mail.rcptTo.includes(email));
const retryJob = async (emailUuid: string) => (await (await getDb()).select().from(jobs).where(eq(jobs.uuid, idempotentJobUuid('deliver-mail', emailUuid))))[0];
/** Time passes for the queue: the mail's retry job is due now. */
const makeDue = async (emailUuid: string) =>
  (await getDb()).update(jobs).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(jobs.uuid, idempotentJobUuid('deliver-mail', emailUuid)));

describe('a confirmation mail over SMTP', () => {
  it.each([
    { language: 'German', host: 'de.localhost:3000', name: 'Jörg Müller', subject: 'Bestätige deine E-Mail-Adresse', subjectLine: /^Subject: =\?UTF-8\?[QB]\?.+\?=\r$/m, greeting: 'Hallo,', lang: 'de' },
    { language: 'French', host: 'fr.localhost:3000', name: 'Zoé Lefèvre', subject: 'Confirme ton adresse e-mail', subjectLine: /^Subject: Confirme ton adresse e-mail\r$/m, greeting: 'Bonjour,', lang: 'fr' },
  ])('reaches a $language user with its headers, UTF-8 intact, 7-bit on the wire', async ({ host, name, subject, subjectLine, greeting, lang }) => {
    const email = uniqueEmail(`smtp-${lang}`);
    await signUp(email, name, host);
    const row = await outboxRow(email);
    expect(row.sentOn).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, lastError: null, subject });

    const [delivered, ...more] = receivedBy(email);
    expect(more).toHaveLength(0);
    expect(delivered).toMatchObject({ mailFrom: 'no-reply@knowly.localhost', rcptTo: [email], user: 'knowly' });
    const raw = delivered!.raw.toString('latin1');
    // Printable ASCII, tabs and line breaks only: anything else travels as encoded words and quoted-printable.
    expect(delivered!.raw.findIndex((byte) => byte > 126 || (byte < 32 && ![9, 10, 13].includes(byte)))).toBe(-1);
    expect(raw).toMatch(subjectLine); // an encoded word (RFC 2047) where the subject is not plain ASCII
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r$/m);

    const parsed = await simpleParser(delivered!.raw);
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@knowly.localhost', name: 'Knowly' }]);
    expect((parsed.to as AddressObject).value).toEqual([{ address: email, name: '' }]);
    expect(parsed.subject).toBe(subject);
    expect(parsed.messageId).toBe(`<${row.uuid}@knowly.localhost>`);
    expect(parsed.date?.getTime()).toBe(Math.floor(row.createdOn.getTime() / 1000) * 1000);
    expect(parsed.text?.trim()).toBe(row.text.trim());
    expect(parsed.text).toMatch(new RegExp(`^${greeting}`));
    expect(parsed.text).toContain(`http://${host}/auth/confirm?token=`);
    expect(parsed.html && parsed.html.trim()).toBe(row.html.trim());
    expect(parsed.html).toContain(`<html lang="${lang}">`);
    // A confirmation mail is transactional: no List-Unsubscribe (the product sets none on any mail yet).
    expect(parsed.headers.has('list-unsubscribe')).toBe(false);
  });

  it('records the server’s refusal of wrong credentials on the outbox row, and leaves the retry to a job', async () => {
    const db = await getDb();
    const email = uniqueEmail('smtp-auth');
    const site = mailSite({ country: 'DE', interfaceLanguage: 'de' }, 'de.localhost:3000');
    const { emailUuid, sent } = await sendMail(
      db,
      { emailType: 'confirm-email', to: email, locale: 'de', template: 'confirm-email', params: { name: 'Mia', link: site.href('/auth/confirm?token=x') }, site },
      { transport: smtpTransport(smtp.url.replace('smtp-test-password', 'wrong')) },
    );
    expect(sent).toBe(false);
    const row = await outboxRow(email);
    expect(row).toMatchObject({ uuid: emailUuid, sentOn: null, attempts: 1 });
    expect(row.lastError).toMatch(/Invalid login|535/);
    expect(await retryJob(emailUuid)).toMatchObject({ status: 'QUEUED', kind: 'deliver-mail', payload: { emailUuid } });
    expect(receivedBy(email)).toHaveLength(0);
  });
});

describe('SMTP credentials and links never in clear beyond this machine', () => {
  it('A network attacker who strips STARTTLS: a remote smtp:// server without STARTTLS gets neither the password nor the mail', async () => {
    // The options the product uses for a relay on another host, pointed at this server, which offers no STARTTLS —
    // what a client sees when an attacker on the path removes the offer.
    const remote = smtpTransportOptions('smtp://knowly:smtp-test-password@mail.example.org:587');
    expect(remote.requireTLS).toBe(true);
    const logins = smtp.logins.length;
    const transport = createTransport({ ...remote, url: smtp.url });
    const email = uniqueEmail('smtp-stripped');
    await expect(transport.sendMail({ from: 'Knowly <no-reply@knowly.localhost>', to: email, subject: 'x', text: 'https://de.localhost/auth/reset-password?token=secret' })).rejects.toThrow(/STARTTLS/);
    expect(smtp.logins.length).toBe(logins); // no AUTH was sent
    expect(receivedBy(email)).toHaveLength(0);
  });
});

describe('the retry after a refused connection', () => {
  it('is run by the server’s job worker', () => {
    expect(JOB_HANDLERS['deliver-mail']).toBe(deliverMailJob.handler);
  });

  it('delivers the mail once the server is back, with the same Message-ID, and keeps the outbox row truthful', async () => {
    const db = await getDb();
    const email = uniqueEmail('smtp-retry');
    await smtp.stop();
    try {
      await signUp(email, 'Mia', 'de.localhost:3000'); // the sign-up does not fail over its mail
    } finally {
      await smtp.start();
    }
    const waiting = await outboxRow(email);
    expect(waiting).toMatchObject({ sentOn: null, attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    const job = await retryJob(waiting.uuid);
    expect(job).toMatchObject({ status: 'QUEUED', attempts: 0 });
    expect(job!.runAfter.getTime()).toBeGreaterThan(Date.now() + 3_000); // the queue's first backoff, 5 s
    expect(await runJobsUntilIdle(db, mailJobs)).toBe(0); // not due yet
    expect(receivedBy(email)).toHaveLength(0);

    await makeDue(waiting.uuid);
    expect(await runJobsUntilIdle(db, mailJobs)).toBe(1);
    const delivered = await outboxRow(email);
    expect(delivered.sentOn).toBeInstanceOf(Date);
    expect(delivered).toMatchObject({ attempts: 2, lastError: null });
    expect(await retryJob(waiting.uuid)).toMatchObject({ status: 'DONE', attempts: 1, lastError: null });
    const received = receivedBy(email);
    expect(received).toHaveLength(1);
    expect((await simpleParser(received[0]!.raw)).messageId).toBe(`<${waiting.uuid}@knowly.localhost>`);

    // Running the queue again sends nothing twice.
    await makeDue(waiting.uuid);
    expect(await runJobsUntilIdle(db, mailJobs)).toBe(0);
    expect(receivedBy(email)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAX_DELIVERY_ATTEMPTS} attempts in all, the row keeping the last error`, async () => {
    const db = await getDb();
    const email = uniqueEmail('smtp-given-up');
    await smtp.stop();
    let emailUuid: string;
    try {
      await signUp(email, 'Mia', 'de.localhost:3000');
      emailUuid = (await outboxRow(email)).uuid;
      for (let retry = 1; retry < MAX_DELIVERY_ATTEMPTS; retry += 1) {
        await makeDue(emailUuid);
        expect(await runJobsUntilIdle(db, mailJobs)).toBe(1);
        expect(await outboxRow(email)).toMatchObject({ attempts: retry + 1, sentOn: null });
      }
    } finally {
      await smtp.start();
    }
    const row = await outboxRow(email);
    expect(row).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, sentOn: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    const job = await retryJob(emailUuid);
    expect(job).toMatchObject({ status: 'FAILED', attempts: MAX_DELIVERY_ATTEMPTS - 1 });
    expect(job!.lastError).toMatch(new RegExp(`Given up after ${MAX_DELIVERY_ATTEMPTS} delivery attempts: connect ECONNREFUSED`));

    // The server is back, but a given-up mail stays given up.
    await makeDue(emailUuid);
    expect(await runJobsUntilIdle(db, mailJobs)).toBe(0);
    expect(receivedBy(email)).toHaveLength(0);
  });
});
