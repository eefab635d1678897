// What features call the services with: `callApi(endpoint, { params, query, body })` for an endpoint of
// lib/api/endpoints.ts (the only place a path is written), on the service client its path belongs to, loading the real
// clients (lib/api/service-clients.ts: axios, refresh queue, request signature) on the first call, so that a page that
// calls nothing — a public page seen by a visitor who is not signed in — never downloads them.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { endpointUrl, SERVICE_BASES, serviceOf, type Endpoint, type PathParams } from './endpoints';
import type * as ServiceClientsModule from './service-clients';

export { startSession, hasSession } from './session';

type ServiceClients = typeof ServiceClientsModule;

const load = (): Promise<ServiceClients> => import('./service-clients');

const CLIENT_OF_SERVICE: Record<ReturnType<typeof serviceOf>, (clients: ServiceClients) => AxiosInstance> = {
  main: (clients) => clients.mainApi,
  auth: (clients) => clients.authApi,
  analytics: (clients) => clients.analyticsApi,
};

export type CallOptions = {
  /** Values of the path's `{name}` parameters (encoded here). */
  params?: PathParams;
  /** The query string's values (axios drops undefined ones). */
  query?: Record<string, unknown>;
  /** The JSON body (or FormData for an upload). */
  body?: unknown;
} & Pick<AxiosRequestConfig, 'responseType' | 'onUploadProgress' | 'signal' | 'headers'>;

/** Calls one endpoint of the services and answers its data and headers; errors are axios errors carrying the typed
 *  error body. */
export async function callApiWithHeaders<T>(endpoint: Endpoint, { params, query, body, ...config }: CallOptions = {}): Promise<{ data: T; headers: Record<string, unknown> }> {
  const service = serviceOf(endpoint);
  const client = CLIENT_OF_SERVICE[service](await load());
  const url = endpointUrl(endpoint, params);
  const base = SERVICE_BASES[service];
  // Relative to the client's base URL (the service's host once it has its own), or from this origin's root.
  const target = url.startsWith(`${base}/`) ? { url: url.slice(base.length) } : { url, baseURL: '' };
  const { data, headers } = await client.request<T>({ ...config, ...target, method: endpoint.method, params: query, data: body });
  return { data, headers: headers as Record<string, unknown> };
}

/** Calls one endpoint of the services and answers its data. */
export async function callApi<T = void>(endpoint: Endpoint, options?: CallOptions): Promise<T> {
  return (await callApiWithHeaders<T>(endpoint, options)).data;
}
