// How a mail leaves the process: the SMTP transport of SMTP_URL (nodemailer, one per process) and the message as it is
// handed to it. The outbox row fixes the headers that must not change between attempts: Message-ID (from the mail's
// uuid, so a receiver can tell a repeated delivery) and Date (when the mail was written).
import { createTransport } from 'nodemailer';
import { env } from '../env';

export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<emailUuid@sender's domain>`. */
  messageId: string;
  date: Date;
};

/** What delivery needs of a nodemailer transport (tests pass their own). */
export type MailTransport = { sendMail(message: OutgoingMessage): Promise<unknown> };

/** An SMTP server that does not answer fails the attempt after these, instead of nodemailer's minutes: the request
 *  that sends a mail waits at most this long, and the retry job (deliver-mail.ts) tries again later. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** nodemailer's options for an smtp:// or smtps:// URL (its user and password, host, port and query options). Plain
 *  smtp:// to any host but this machine must upgrade with STARTTLS (requireTLS): a network attacker who strips the
 *  server's STARTTLS offer then gets neither the SMTP password nor a mail's one-time links, the attempt fails instead.
 *  `?requireTLS=false` in the URL still turns it off (a relay inside a private network without TLS). */
export function smtpTransportOptions(url: string): { url: string; requireTLS?: true } & typeof SMTP_TIMEOUTS {
  const { protocol, hostname } = new URL(url);
  return { ...SMTP_TIMEOUTS, ...(protocol === 'smtp:' && !LOOPBACK_HOST.test(hostname) ? { requireTLS: true as const } : {}), url };
}

/** An SMTP transport for an smtp:// or smtps:// URL. */
export function smtpTransport(url: string): MailTransport {
  return createTransport(smtpTransportOptions(url));
}

const holder = globalThis as typeof globalThis & { __knowlyMailTransport?: { url: string; transport: MailTransport } };

/** The SMTP transport of SMTP_URL (one per process), or null when mail stays in the outbox. */
export function defaultTransport(): MailTransport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (holder.__knowlyMailTransport?.url !== url) holder.__knowlyMailTransport = { url, transport: smtpTransport(url) };
  return holder.__knowlyMailTransport.transport;
}

/** The Message-ID of an outbox mail: its uuid at the domain of the sender's address (MAIL_FROM). */
export function messageIdOf(emailUuid: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'knowly.localhost';
  return `<${emailUuid.toLowerCase()}@${domain.toLowerCase()}>`;
}
