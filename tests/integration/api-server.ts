// A real HTTP server on loopback serving routes through the same Next adapter as production (apiHandler, with its
// router), for integration tests that need what only a socket shows: when a body is read, how fast the server answers
// meanwhile, a stream's events. Next's response helpers are stood in for by the two the adapter uses (res.status/json).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiHandler } from '../../server/http/api-handler';
import type { AnyRoute } from '../../server/http/route';
import type { AnyStreamRoute } from '../../server/http/stream-route';

export type ApiServer = { url: string; close(): Promise<void> };

export async function startApiServer(routes: unknown[], streamRoutes: unknown[] = []): Promise<ApiServer> {
  const handler = apiHandler([...(routes as AnyRoute[]), ...(streamRoutes as AnyStreamRoute[])]);
  const server = http.createServer((req, res) => {
    const request = req as unknown as NextApiRequest;
    const response = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return response;
      },
      json(body: unknown) {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      },
    }) as unknown as NextApiResponse;
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
