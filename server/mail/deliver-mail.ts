// Delivering an outbox mail, and trying again when that failed. Every attempt is recorded on the outbox row (attempts,
// lastError, sentOn once delivered), so the row always says where the mail stands. sendMail tries once at once; when
// that fails it enqueues the 'deliver-mail' job, which the job queue retries with its backoff (5 s, 30 s, 2 min,
// 10 min) until the mail is delivered or has had MAX_DELIVERY_ATTEMPTS attempts in all; then the job is FAILED and
// the row keeps the last error. Logs carry the mail's uuid and type, never its links (they hold tokens).
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { outboxMails } from '../db/schema';
import { env } from '../env';
import { defineJob } from '../jobs/define-job';
import { PermanentJobError } from '../jobs/job-types';
import { logger } from '../logger';
import { defaultTransport, messageIdOf, type MailTransport } from './mail-transport';

/** Attempts in all, the first one included, before a mail is given up. */
export const MAX_DELIVERY_ATTEMPTS = 5;

type OutboxRow = typeof outboxMails.$inferSelect;
export type DeliverableMail = Pick<OutboxRow, 'uuid' | 'to' | 'subject' | 'text' | 'html' | 'emailType' | 'createdOn'>;
export type DeliveryResult = { sent: true; attempts: number } | { sent: false; attempts: number; error: string };

/** One attempt: hands the mail to the transport and records the outcome on its row. Never throws for a refused or
 *  failed delivery (only when the database itself fails). */
export async function deliverOutboxMail(db: Db, mail: DeliverableMail, transport: MailTransport, now = new Date()): Promise<DeliveryResult> {
  const from = env().MAIL_FROM;
  const attempt = async (values: Partial<OutboxRow>) => {
    const [row] = await db
      .update(outboxMails)
      .set({ ...values, attempts: sql`${outboxMails.attempts} + 1` })
      .where(eq(outboxMails.uuid, mail.uuid))
      .returning({ attempts: outboxMails.attempts });
    return row?.attempts ?? 0;
  };
  try {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail.uuid, from),
      date: mail.createdOn,
    });
    const attempts = await attempt({ sentOn: now, lastError: null });
    logger().info({ emailUuid: mail.uuid, emailType: mail.emailType, attempts }, 'mail sent');
    return { sent: true, attempts };
  } catch (failure) {
    const error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    const attempts = await attempt({ lastError: error });
    logger().warn({ emailUuid: mail.uuid, emailType: mail.emailType, attempts, error }, 'mail delivery failed');
    return { sent: false, attempts, error };
  }
}

/** The retry of a mail whose delivery failed; its idempotency key is the mail, so one mail has one retry job. */
export const deliverMailJob = defineJob({
  kind: 'deliver-mail',
  payload: z.object({ emailUuid: z.uuid() }),
  idempotencyKey: ({ emailUuid }) => emailUuid,
  // The row's count decides when to give up; this only bounds the job should the row be reset by hand.
  maxAttempts: MAX_DELIVERY_ATTEMPTS,
  handle: async (db, { emailUuid }) => {
    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.uuid, emailUuid));
    if (!mail) throw new PermanentJobError(`No outbox mail ${emailUuid}.`);
    if (mail.sentOn) return; // delivered meanwhile
    if (mail.attempts >= MAX_DELIVERY_ATTEMPTS) throw new PermanentJobError(`Given up after ${mail.attempts} delivery attempts: ${mail.lastError ?? ''}`);
    const transport = defaultTransport();
    if (!transport) return; // SMTP_URL was removed: the mail stays in the outbox, as every mail does without it
    const result = await deliverOutboxMail(db, mail, transport);
    if (result.sent) return;
    if (result.attempts >= MAX_DELIVERY_ATTEMPTS) throw new PermanentJobError(`Given up after ${result.attempts} delivery attempts: ${result.error}`);
    throw new Error(result.error);
  },
});

/** Tries again, at once, to deliver mails that failed (fewer than MAX_DELIVERY_ATTEMPTS attempts), oldest first: a
 *  manual sweep beside the retry jobs (an operator after an SMTP outage, tests). */
export async function deliverPendingMails(db: Db, { transport = defaultTransport(), limit = 50, now = new Date() }: { transport?: MailTransport | null; limit?: number; now?: Date } = {}): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  const pending = await db
    .select()
    .from(outboxMails)
    .where(and(isNull(outboxMails.sentOn), lt(outboxMails.attempts, MAX_DELIVERY_ATTEMPTS)))
    .orderBy(asc(outboxMails.createdOn))
    .limit(limit);
  let sent = 0;
  for (const mail of pending) if ((await deliverOutboxMail(db, mail, transport, now)).sent) sent += 1;
  return { sent, failed: pending.length - sent };
}
