// Small HTTP helpers on node:http (fetch cannot set the Host header that picks the country site), and the request
// signature the web client sends (lib/api/request-signature.ts), so that the server applies its normal limits.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { REQUEST_SIGNING_KEY, SIGNATURE_HEADER, formatSignatureHeader, signatureMessage } from '../../lib/api/request-signature';

export const SITE_HOST = 'de.localhost';

function signature(method: string, path: string, now = Date.now()): string {
  const hex = createHmac('sha256', REQUEST_SIGNING_KEY).update(signatureMessage(method, path.split('?')[0]!, now)).digest('hex');
  return formatSignatureHeader(now, hex);
}

export function signedHeaders(method: string, path: string): Record<string, string> {
  return { [SIGNATURE_HEADER]: signature(method, path) };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function request(
  origin: string,
  { method = 'GET', path, host, body, headers = {} }: { method?: string; path: string; host?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const url = new URL(path, origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        headers: {
          ...(host ? { host: `${host}:${url.port}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timeout: ${method} ${path}`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
