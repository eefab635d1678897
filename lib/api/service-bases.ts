// Where the browser sends each service's calls (spec §7 environment hosts): the main API to the backend edge host of
// the site's data-centre region (its country config's baseUrls.backendEdge), the auth service to the environment's
// global authentication host, the analytics service to its analytics host. A configured host gets the service's
// mount path (https://api-eu.knowly.com + /api/v1); locally every setting is already that path on the site's own
// origin, so one process is the whole product. The site is found by the page's host name in the environments'
// tables; an unknown host (an IP address, a proxy) keeps the same-origin paths.
import { COUNTRY_TABLES } from '../../config/countries/tables';
import { APP_ENVS, ENVIRONMENTS } from '../../config/countries/environments';
import { SERVICE_BASES } from '../../config/services';

type ServiceName = keyof typeof SERVICE_BASES;
type ServiceBases = Record<ServiceName, string>;

/** A setting of the tables as a client base URL: an absolute host gets the mount path, a path stays as it is. */
function baseOf(setting: string, service: ServiceName): string {
  if (setting.startsWith('/')) return setting;
  const host = setting.replace(/\/+$/, '');
  return new URL(host).pathname === '/' ? `${host}${SERVICE_BASES[service]}` : host;
}

/** The base URL of every service for a page served under this host name. */
export function serviceBasesForHost(hostname: string): ServiceBases {
  const host = hostname.toLowerCase();
  for (const appEnv of APP_ENVS) {
    const site = COUNTRY_TABLES[appEnv].find((entry) => entry.domain === host);
    if (!site) continue;
    return {
      main: baseOf(site.baseUrls.backendEdge, 'main'),
      auth: baseOf(ENVIRONMENTS[appEnv].authService, 'auth'),
      analytics: baseOf(site.baseUrls.analyticsService, 'analytics'),
    };
  }
  return { ...SERVICE_BASES };
}

/** The bases of the page this code runs in (same-origin outside a browser). */
export function pageServiceBases(): ServiceBases {
  return typeof window === 'undefined' ? { ...SERVICE_BASES } : serviceBasesForHost(window.location.hostname);
}

/** The URL of an endpoint path of a service (`/api/auth/oauth/token`) on that service's base. */
export function serviceUrl(bases: ServiceBases, service: ServiceName, path: string): string {
  const mount = SERVICE_BASES[service];
  return path.startsWith(`${mount}/`) ? `${bases[service]}${path.slice(mount.length)}` : path;
}
