// What the API adapters read off every request: its id (echoed as X-Request-Id) and the client's address.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { env } from '../env';

const REQUEST_ID_FORM = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_FORM.test(incoming) ? incoming : randomUUID();
}

/** The client's address: the socket's peer, or — behind TRUST_PROXY proxies of our own, each of which appends the
 *  address it was called from to X-Forwarded-For — the hop those proxies appended last, i.e. the `TRUST_PROXY`-th from
 *  the right. Everything left of it was written by the client and is never believed. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies = env().TRUST_PROXY): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? peer;
}
