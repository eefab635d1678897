// What features call the services with: `mainApi`, `authApi` and `analyticsApi` with axios's get/post/patch/delete,
// loading the real clients (lib/api/service-clients.ts: axios, refresh queue, request signature) on the first call, so
// that a page that calls nothing — a public page seen by a visitor who is not signed in — never downloads them.
import type { AxiosInstance } from 'axios';
import type * as ServiceClientsModule from './service-clients';

export { startSession, hasSession } from './session';

type ServiceClient = Pick<AxiosInstance, 'get' | 'post' | 'patch' | 'delete'>;
type ServiceClients = typeof ServiceClientsModule;

const load = (): Promise<ServiceClients> => import('./service-clients');

function onFirstUse(pick: (clients: ServiceClients) => AxiosInstance): ServiceClient {
  return {
    get: (url, config) => load().then((clients) => pick(clients).get(url, config)),
    post: (url, data, config) => load().then((clients) => pick(clients).post(url, data, config)),
    patch: (url, data, config) => load().then((clients) => pick(clients).patch(url, data, config)),
    delete: (url, config) => load().then((clients) => pick(clients).delete(url, config)),
  } as ServiceClient;
}

export const mainApi = onFirstUse((clients) => clients.mainApi);
export const authApi = onFirstUse((clients) => clients.authApi);
export const analyticsApi = onFirstUse((clients) => clients.analyticsApi);

/** Ends the sign-in here and on the server (the refresh token is revoked); never fails for the user. */
export async function signOut(): Promise<void> {
  return (await load()).signOut();
}
