// The request signature of ARCHITECTURE §1: `X-Signature: t=<ms>,s=<hex>`, an HMAC-SHA256 of
// `${METHOD}\n${path}\n${t}` with t in server time and path without the query, as the server sees it. Isomorphic:
// Web Crypto (`crypto.subtle`) in browsers (secure contexts only; http://*.localhost counts) and in Node 20.
// Without crypto.subtle no signature is sent and the request counts as unsigned.
import type { ServerClock } from './server-time';

export const SIGNATURE_HEADER = 'X-Signature';

/**
 * The published client key. It ships in every browser bundle, so it is NOT a secret and the signature is not
 * authentication: anyone can read the key and sign. What it does: proves the request was made for this method
 * and path within minutes of now (a captured request cannot be replayed later or elsewhere), and makes scripted
 * abuse do the work of a real client. Unsigned callers are still served, under stricter rate limits.
 */
export const REQUEST_SIGNING_KEY = 'knowly-web-client-request-signing-key-v1-public';

const HEADER_FORM = /^t=(\d{1,15}),s=([0-9a-f]{64})$/;

export function signatureMessage(method: string, path: string, timestamp: number): string {
  return `${method.toUpperCase()}\n${path}\n${timestamp}`;
}

export function formatSignatureHeader(timestamp: number, hex: string): string {
  return `t=${timestamp},s=${hex}`;
}

/** Reads `t=<ms>,s=<64 hex>`; undefined for anything else. */
export function parseSignatureHeader(value: string): { timestamp: number; hex: string } | undefined {
  const match = HEADER_FORM.exec(value);
  if (!match) return undefined;
  return { timestamp: Number(match[1]), hex: match[2]! };
}

/** The path of a request URL (absolute, or relative to the page), without query or fragment, as sent on the wire. */
export function requestPath(url: string): string {
  const base = typeof window !== 'undefined' && window.location ? window.location.href : 'http://localhost/';
  return new URL(url, base).pathname;
}

const keys = new WeakMap<SubtleCrypto, Promise<CryptoKey>>();

function signingKey(subtle: SubtleCrypto): Promise<CryptoKey> {
  let key = keys.get(subtle);
  if (!key) {
    key = subtle.importKey('raw', new TextEncoder().encode(REQUEST_SIGNING_KEY), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(subtle, key);
  }
  return key;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The Web Crypto of this runtime, or undefined (insecure browser context, very old runtime). */
function webSubtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

/** The header value for one request at the given server time; undefined when Web Crypto is missing. */
export async function signRequest(method: string, path: string, timestamp: number): Promise<string | undefined> {
  const subtle = webSubtle();
  if (!subtle) return undefined;
  const mac = await subtle.sign('HMAC', await signingKey(subtle), new TextEncoder().encode(signatureMessage(method, path, timestamp)));
  return formatSignatureHeader(timestamp, toHex(mac));
}

export type RequestSigner = (method: string, url: string) => Promise<string | undefined>;

/** Signs with server time from the clock; asks the clock nothing when there is no Web Crypto to sign with. */
export function createRequestSigner(clock: ServerClock): RequestSigner {
  return async (method, url) => (webSubtle() ? signRequest(method, requestPath(url), await clock.now()) : undefined);
}
