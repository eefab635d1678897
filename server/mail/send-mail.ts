// Sends an e-mail: renders the template, writes the outbox row (its uuid is the spec's emailUuid) and, when SMTP_URL
// is set, delivers it with nodemailer at once (deliver-mail.ts records sentOn / attempts / lastError). Without
// SMTP_URL the row stays in the outbox, where /dev/mailbox (local only) shows it. A failed delivery never throws: the
// row keeps the error and the 'deliver-mail' job tries again with backoff. Logs carry the mail's uuid and type, never
// its links (they hold tokens).
import { randomUUID } from 'node:crypto';
import { NEWSLETTER_EMAIL_TYPES, type EmailType } from '../../lib/contracts/account-email';
import type { Db } from '../db';
import { outboxMails } from '../db/schema';
import { retryDelayMs } from '../jobs/job-types';
import { logger } from '../logger';
import { deliverMailJob, deliverOutboxMail } from './deliver-mail';
import { emailPreferencesToken } from './email-preferences';
import type { MailSite } from './mail-site';
import { defaultTransport, type MailTransport } from './mail-transport';
import { renderMail, type MailParams, type MailTemplate } from './templates';
import { routes } from '../../lib/routes/page-routes';

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

function isNewsletterType(emailType: string): boolean {
  return (NEWSLETTER_EMAIL_TYPES as readonly string[]).includes(emailType);
}

/** The unsubscribe page of a mail: /newsletter/unsubscribe?emailUuid=…&emailType=…&token=… on the user's site. */
function unsubscribeLink(site: MailSite, emailUuid: string, emailType: string): string {
  return site.href(routes.newsletterUnsubscribe({ emailUuid, emailType, token: emailPreferencesToken(emailUuid) }));
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
  const { sent } = await deliverOutboxMail(db, row, transport, now);
  if (!sent) await deliverMailJob.enqueue(db, { emailUuid }, { runAfter: new Date(Date.now() + retryDelayMs(1)) });
  return { emailUuid, sent };
}
