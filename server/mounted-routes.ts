// What the API catch-all (pages/api/[...path].ts) serves: every documented route (ALL_ROUTES), the API description
// itself (it is built from ALL_ROUTES, so it cannot be one of them), and the developer tools of local runs.
import { devAdProviderEventsRoute } from './ad-provider/routes';
import type { AnyRoute } from './http/route';
import { ALL_ROUTES } from './routes';
import { openApiRoute } from './system/openapi-route';

export const MOUNTED_ROUTES: AnyRoute[] = [...ALL_ROUTES, openApiRoute, devAdProviderEventsRoute as unknown as AnyRoute];
