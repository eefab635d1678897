// Reads one visitor endpoint of this server's own API while a page renders, through the same route code an HTTP call
// runs (executeRoute: validation, auth rule, use case, typed errors) — for public pages whose data is an API answer
// (a learning bot's page, a parent's view of AI chats). A refusal is thrown as its AppError (NotFoundError → the 404
// page through pagePropsOrNotFound). Only the request's host goes along: it picks the country site.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { endpointUrl, type Endpoint } from '../../lib/api/endpoints';
import { AppError, type ErrorBody } from '../../lib/errors';
import { executeRoute } from '../http/execute-route';
import { logger } from '../logger';

export async function readOwnEndpoint<T>(endpoint: Endpoint & { auth: 'visitor' }, params: Record<string, string>, request: IncomingMessage): Promise<T> {
  const { ALL_ROUTES } = await import('../routes');
  const routes = ALL_ROUTES.filter((route) => route.path === endpoint.path);
  const response = await executeRoute(
    routes,
    { method: endpoint.method, params, query: {}, headers: { host: request.headers.host }, path: endpointUrl(endpoint, params) },
    { requestId: randomUUID(), log: logger() },
  );
  if (response.status >= 400) {
    const { error } = response.body as ErrorBody;
    throw new AppError(error.type, error.data);
  }
  return response.body as T;
}
