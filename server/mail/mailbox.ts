// The local mailbox (/dev/mailbox): the newest outbox mails, so that confirmation and reset mails can be followed by
// hand and by browser tests when no SMTP server is configured. Only when APP_ENV is local; elsewhere the page does
// not exist (404), since the outbox holds live links.
import { desc, sql } from 'drizzle-orm';
import type { GetServerSideProps } from 'next';
import { getDb, type Db } from '../db';
import { outboxMails } from '../db/schema';
import { devToolsOpenTo } from '../http/loopback';
import { pageProps } from '../pages/page-props';

const MAILBOX_LIMIT = 50;

export type MailboxLink = { label: string; href: string };
export type MailboxMail = {
  uuid: string;
  emailType: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdOn: string;
  sentOn: string | null;
  lastError: string | null;
  /** The mail's links with their labels, in order, each once. */
  links: MailboxLink[];
};
export type MailboxProps = { mails: MailboxMail[]; to: string | null };

const decodeEntities = (value: string) =>
  value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The anchors of a mail's HTML (our own templates' markup: <a href="…">label</a>). */
export function mailLinks(html: string): MailboxLink[] {
  const links: MailboxLink[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const href = decodeEntities(match[1]!);
    if (!/^https?:\/\//.test(href) || links.some((link) => link.href === href)) continue;
    links.push({ href, label: decodeEntities(match[2]!.replace(/<[^>]*>/g, '')).trim() || href });
  }
  return links;
}

export async function listOutboxMails(db: Db, { to, limit = MAILBOX_LIMIT }: { to?: string | null; limit?: number } = {}): Promise<MailboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(to ? sql`lower(${outboxMails.to}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(outboxMails.createdOn), desc(sql`${outboxMails.uuid}`))
    .limit(limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    emailType: row.emailType,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdOn: row.createdOn.toISOString(),
    sentOn: row.sentOn?.toISOString() ?? null,
    lastError: row.lastError,
    links: mailLinks(row.html),
  }));
}

const loadMailbox = pageProps<MailboxProps>([], async (context) => {
  const raw = context.query.to;
  const to = typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, 254) : null;
  return { mails: await listOutboxMails(await getDb(), { to }), to };
});

export const mailboxServerSideProps: GetServerSideProps<MailboxProps> = async (context) => {
  if (!devToolsOpenTo(context.req.socket.remoteAddress)) return { notFound: true };
  context.res.setHeader('Cache-Control', 'no-store');
  return loadMailbox(context);
};
