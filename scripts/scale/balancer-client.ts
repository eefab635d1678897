// HTTP through the balancer as a browser on a country site would send it: the site's Host, a simulated user's address
// (X-Forwarded-For, read with TRUST_PROXY=2), a bearer token when signed in. node:http rather than fetch, because
// fetch does not send a Host of our choice. Each answer says which app process served it (X-Knowly-Backend).
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; backend: string; json<T = Record<string, unknown>>(): T };

type RequestOptions = {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
  /** Raw body with its own content type (multipart uploads). */
  raw?: { contentType: string; data: Buffer };
  headers?: Record<string, string>;
  timeoutMs?: number;
};

export type BalancerClient = { request(options: RequestOptions): Promise<Answer>; host: string; port: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function balancerClient({ port, site = 'de.localhost', address = '10.0.0.1' }: { port: number; site?: string; address?: string }): BalancerClient {
  const host = `${site}:${port}`;
  return {
    host,
    port,
    request: ({ method = 'GET', path, token, body, raw, headers = {}, timeoutMs = 30_000 }) =>
      new Promise<Answer>((resolve, reject) => {
        const data = raw ? raw.data : body === undefined ? undefined : Buffer.from(JSON.stringify(body));
        const outgoing: http.OutgoingHttpHeaders = {
          host,
          'x-forwarded-for': address,
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': raw ? raw.contentType : 'application/json', 'content-length': String(data.length) } : {}),
          ...headers,
        };
        const request = http.request({ host: '127.0.0.1', port, method, path, headers: outgoing, agent, timeout: timeoutMs }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              backend: String(response.headers['x-knowly-backend'] ?? ''),
              json: <T>() => JSON.parse(text) as T,
            });
          });
        });
        request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in ${timeoutMs} ms`)));
        request.on('error', reject);
        request.end(data);
      }),
  };
}

/** The error type of an error answer ({ error: { type } }), or ''. */
export function errorTypeOf(answer: Answer): string {
  try {
    return (answer.json<{ error?: { type?: string } }>().error?.type ?? '') as string;
  } catch {
    return '';
  }
}

/** A server-sent event stream opened through the balancer: the events as they come, and which process holds it. */
export type EventStream = { backend: string; events: { at: number; data: string }[]; close(): void };

export function openEventStream({ port, site = 'de.localhost', path, token, address = '10.0.0.1' }: { port: number; site?: string; path: string; token: string; address?: string }): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: { at: number; data: string }[] = [];
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { host: `${site}:${port}`, accept: 'text/event-stream', authorization: `Bearer ${token}`, 'x-forwarded-for': address } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`the event stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('\n');
            if (data) events.push({ at: Date.now(), data });
          }
        });
        response.on('error', () => undefined);
        resolve({ backend: String(response.headers['x-knowly-backend'] ?? ''), events, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
