// The served build keeps an idle connection open well past Node's 5 s default, so a client that reuses a kept-alive
// connection (the journeys' own request context, a load balancer's pool) never races the server's close and meets
// ECONNRESET (stop 39's red run: `socket hang up` on a request sent about 5 s after the previous one).
import http from 'node:http';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../scripts/server-node-args';
import { expect, test } from './fixtures';

function get(agent: http.Agent, url: string): Promise<{ status: number; keepAlive: string | undefined; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, keepAlive: response.headers['keep-alive'] as string | undefined, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

test('an idle kept-alive connection is served again after six seconds, and the server says how long it waits', async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, `${baseURL}/api/health`);
    expect(first.status).toBe(200);
    expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    // Node's agent drops a socket a second before the server's announced timeout: with the default 5 s, this one would
    // be gone and the next request would open a new connection.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent, `${baseURL}/api/health`);
    expect(second).toMatchObject({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
