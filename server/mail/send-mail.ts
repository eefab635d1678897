// Sends an e-mail: renders the template, writes the outbox row (its uuid is the spec's emailUuid) and, when SMTP_URL
// is set, delivers it with nodemailer, recording sentOn / attempts / lastError. Without SMTP_URL the row stays in
// the outbox, where /dev/mailbox (local only) shows it. Delivery failures never throw: the row keeps the error and
// deliverPendingMails can try again. Logs carry the mail's uuid and type, never its links (they hold tokens).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { NEWSLETTER_EMAIL_TYPES, type EmailType } from '../../lib/contracts/account-email';
import type { Db } from '../db';
import { outboxMails } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { emailPreferencesToken } from './email-preferences';
import type { MailSite } from './mail-site';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export type OutgoingMessage = { from: string; to: string; subject: string; text: string; html: string };
/** What delivery needs of a nodemailer transport (tests pass their own). */
export type MailTransport = { sendMail(message: OutgoingMessage): Promise<unknown> };

export type SendMailInput<T extends MailTemplate> = {
  userUuid?: string | null;
  emailType: EmailType;
  to: string;
  locale: string;
  template: T;
  params: MailParams[T];
  /** The user's site: needed for the unsubscribe link of newsletter-type mails. */
  site?: MailSite;
};

export type SendMailOptions = {
  /** null: keep the mail in the outbox; default: SMTP_URL's transport, or none. */
  transport?: MailTransport | null;
  now?: Date;
};

export const MAX_DELIVERY_ATTEMPTS = 5;

const holder = globalThis as typeof globalThis & { __knowlyMailTransport?: { url: string; transport: MailTransport } };

/** The SMTP transport of SMTP_URL (one per process), or null when mail stays in the outbox. */
export function defaultTransport(): MailTransport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (holder.__knowlyMailTransport?.url !== url) holder.__knowlyMailTransport = { url, transport: createTransport(url) };
  return holder.__knowlyMailTransport.transport;
}

export function isNewsletterType(emailType: string): boolean {
  return (NEWSLETTER_EMAIL_TYPES as readonly string[]).includes(emailType);
}

/** The unsubscribe page of a mail: /newsletter/unsubscribe?emailUuid=…&emailType=…&token=… on the user's site. */
export function unsubscribeLink(site: MailSite, emailUuid: string, emailType: string): string {
  const query = new URLSearchParams({ emailUuid, emailType, token: emailPreferencesToken(emailUuid) });
  return site.href(`/newsletter/unsubscribe?${query.toString()}`);
}

type OutboxRow = typeof outboxMails.$inferSelect;

const incrementAttempts = () => sql`${outboxMails.attempts} + 1`;

async function deliver(db: Db, row: Pick<OutboxRow, 'uuid' | 'to' | 'subject' | 'text' | 'html' | 'emailType'>, transport: MailTransport, now: Date): Promise<boolean> {
  try {
    await transport.sendMail({ from: env().MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html });
    await db.update(outboxMails).set({ sentOn: now, attempts: incrementAttempts(), lastError: null }).where(eq(outboxMails.uuid, row.uuid));
    logger().info({ emailUuid: row.uuid, emailType: row.emailType }, 'mail sent');
    return true;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db.update(outboxMails).set({ attempts: incrementAttempts(), lastError: message }).where(eq(outboxMails.uuid, row.uuid));
    logger().warn({ emailUuid: row.uuid, emailType: row.emailType, error: message }, 'mail delivery failed');
    return false;
  }
}

export async function sendMail<T extends MailTemplate>(db: Db, input: SendMailInput<T>, options: SendMailOptions = {}): Promise<{ emailUuid: string; sent: boolean }> {
  const now = options.now ?? new Date();
  const emailUuid = randomUUID();
  const withUnsubscribe = isNewsletterType(input.emailType);
  if (withUnsubscribe && !input.site) throw new Error(`A ${input.emailType} mail needs the user's site for its unsubscribe link.`);
  const rendered = renderMail(input.template, input.locale, input.params, {
    unsubscribeLink: withUnsubscribe && input.site ? unsubscribeLink(input.site, emailUuid, input.emailType) : undefined,
  });
  const row = { uuid: emailUuid, userUuid: input.userUuid ?? null, emailType: input.emailType, to: input.to, ...rendered, createdOn: now };
  await db.insert(outboxMails).values(row);
  logger().info({ emailUuid, emailType: input.emailType }, 'mail queued');
  const transport = options.transport === undefined ? defaultTransport() : options.transport;
  if (!transport) return { emailUuid, sent: false };
  return { emailUuid, sent: await deliver(db, row, transport, now) };
}

/** Tries again to deliver mails that failed (fewer than MAX_DELIVERY_ATTEMPTS attempts), oldest first. */
export async function deliverPendingMails(db: Db, { transport = defaultTransport(), limit = 50, now = new Date() }: { transport?: MailTransport | null; limit?: number; now?: Date } = {}): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  const pending = await db
    .select()
    .from(outboxMails)
    .where(and(isNull(outboxMails.sentOn), lt(outboxMails.attempts, MAX_DELIVERY_ATTEMPTS)))
    .orderBy(asc(outboxMails.createdOn))
    .limit(limit);
  let sent = 0;
  for (const row of pending) if (await deliver(db, row, transport, now)) sent += 1;
  return { sent, failed: pending.length - sent };
}
