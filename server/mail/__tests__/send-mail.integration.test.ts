import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { outboxMails } from '../../db/schema';
import { listOutboxMails, mailboxServerSideProps } from '../mailbox';
import { mailSite } from '../mail-site';
import { deliverPendingMails, MAX_DELIVERY_ATTEMPTS } from '../deliver-mail';
import type { MailTransport, OutgoingMessage } from '../mail-transport';
import { sendMail } from '../send-mail';

const site = mailSite({ country: 'DE', interfaceLanguage: 'de' }, 'de.localhost:3000');

function recordingTransport(): MailTransport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return { sent, sendMail: async (message) => void sent.push(message) };
}
const failingTransport: MailTransport = { sendMail: async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:25'); } };

const confirmation = (to: string) => ({
  emailType: 'confirm-email' as const,
  to,
  locale: 'de',
  template: 'confirm-email' as const,
  params: { name: 'Mia', link: site.href('/auth/confirm?token=3f2504e0-4f89-41d3-9a0c-0305e82c3301') },
  site,
});

async function row(emailUuid: string) {
  const [found] = await (await getDb()).select().from(outboxMails).where(eq(outboxMails.uuid, emailUuid));
  return found!;
}

describe('sendMail', () => {
  it('without a transport (no SMTP_URL) leaves the rendered mail in the outbox', async () => {
    const to = uniqueEmail();
    const { emailUuid, sent } = await sendMail(await getDb(), confirmation(to));
    expect(sent).toBe(false);
    expect(await row(emailUuid)).toMatchObject({ to, emailType: 'confirm-email', subject: 'Bestätige deine E-Mail-Adresse', sentOn: null, attempts: 0, lastError: null });
  });

  it('delivers through the transport and records when', async () => {
    const to = uniqueEmail();
    const transport = recordingTransport();
    const { emailUuid, sent } = await sendMail(await getDb(), confirmation(to), { transport });
    expect(sent).toBe(true);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ to, subject: 'Bestätige deine E-Mail-Adresse', from: expect.stringContaining('Knowly') });
    expect(transport.sent[0]!.html).toContain('href="http://de.localhost:3000/auth/confirm?token=3f2504e0-4f89-41d3-9a0c-0305e82c3301"');
    const stored = await row(emailUuid);
    expect(stored.sentOn).toBeInstanceOf(Date);
    expect(stored).toMatchObject({ attempts: 1, lastError: null });
  });

  it('keeps a failed mail with its error instead of throwing, and delivers it later', async () => {
    const db = await getDb();
    const { emailUuid, sent } = await sendMail(db, confirmation(uniqueEmail()), { transport: failingTransport });
    expect(sent).toBe(false);
    expect(await row(emailUuid)).toMatchObject({ sentOn: null, attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    const transport = recordingTransport();
    const result = await deliverPendingMails(db, { transport });
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(await row(emailUuid)).toMatchObject({ attempts: 2, lastError: null });
    expect((await row(emailUuid)).sentOn).toBeInstanceOf(Date);
  });

  it('gives up on a mail after MAX_DELIVERY_ATTEMPTS', async () => {
    const db = await getDb();
    const to = uniqueEmail('given-up');
    const { emailUuid } = await sendMail(db, confirmation(to), { transport: failingTransport });
    await db.update(outboxMails).set({ attempts: MAX_DELIVERY_ATTEMPTS }).where(eq(outboxMails.uuid, emailUuid));
    const transport = recordingTransport();
    await deliverPendingMails(db, { transport });
    expect(transport.sent.map((message) => message.to)).not.toContain(to);
    expect((await row(emailUuid)).sentOn).toBeNull();
  });

  it('adds an unsubscribe link to newsletter mails only', async () => {
    const db = await getDb();
    const { emailUuid } = await sendMail(db, {
      emailType: 'newsletter',
      to: uniqueEmail(),
      locale: 'de',
      template: 'newsletter',
      params: { name: 'Mia', subject: 'Neu bei Knowly', paragraphs: ['Neue Karteikarten.'] },
      site,
    });
    const mail = await row(emailUuid);
    expect(mail.text).toContain(`Abmelden: http://de.localhost:3000/newsletter/unsubscribe?emailUuid=${emailUuid}&emailType=newsletter&token=`);
    expect(mail.html).toContain('/newsletter/unsubscribe?emailUuid=');
    const confirmationMail = await row((await sendMail(db, confirmation(uniqueEmail()))).emailUuid);
    expect(confirmationMail.text).not.toContain('unsubscribe');
  });
});

describe('the mailbox listing', () => {
  it('lists the newest mails to an address with their labelled links', async () => {
    const db = await getDb();
    const to = uniqueEmail('mailbox');
    await sendMail(db, confirmation(to));
    const [mail, ...rest] = await listOutboxMails(db, { to: to.toUpperCase() });
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ to, emailType: 'confirm-email' });
    expect(mail!.links).toEqual([{ label: 'E-Mail-Adresse bestätigen', href: 'http://de.localhost:3000/auth/confirm?token=3f2504e0-4f89-41d3-9a0c-0305e82c3301' }]);
    expect((await listOutboxMails(db)).length).toBeLessThanOrEqual(50);
  });

  it('is the /dev/mailbox page’s data, filtered by ?to=, never cached', async () => {
    const to = uniqueEmail('page');
    await sendMail(await getDb(), confirmation(to));
    const headers: Record<string, string> = {};
    const context = {
      req: { headers: { host: 'de.localhost:3000' }, socket: { remoteAddress: '127.0.0.1' } },
      res: { setHeader: (name: string, value: string) => void (headers[name] = value) },
      query: { to: ` ${to.toUpperCase()} ` },
      locale: 'de',
      resolvedUrl: '/dev/mailbox',
      params: {},
    };
    const result = (await mailboxServerSideProps(context as never)) as unknown as { props: { mails: { to: string }[]; to: string; site: { countryCode: string } } };
    expect(result.props.mails.map((mail) => mail.to)).toEqual([to]);
    expect(result.props.site.countryCode).toBe('DE');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('A public signing secret: /dev/mailbox does not exist for a caller on another machine, whatever X-Forwarded-For says', async () => {
    const context = {
      req: { headers: { host: 'de.localhost:3000', 'x-forwarded-for': '127.0.0.1' }, socket: { remoteAddress: '198.51.100.20' } },
      res: { setHeader: () => undefined },
      query: {},
      locale: 'de',
      resolvedUrl: '/dev/mailbox',
      params: {},
    };
    expect(await mailboxServerSideProps(context as never)).toEqual({ notFound: true });
  });
});
