// Whether a request comes from this machine, judged by the socket's peer address only (never X-Forwarded-For, which
// the client writes). The developer tools of APP_ENV=local (/dev/mailbox, /api/dev/*) answer such requests only.
import { env } from '../env';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/** A host name or address of this machine (localhost, *.localhost, 127.x, ::1). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/** The local developer tools exist for this request: APP_ENV=local and a caller on this machine. */
export function devToolsOpenTo(peerAddress: string | undefined): boolean {
  return env().APP_ENV === 'local' && isLoopbackAddress(peerAddress);
}
