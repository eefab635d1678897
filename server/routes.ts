// Every route the services expose, for the API description. pages/api files import the same route objects.
import { logoutRoute, tokenRoute } from './auth/routes';
import { listSubjectsRoute } from './catalogue/routes';
import type { AnyRoute } from './http/route';
import { healthRoute, serverTimeRoute } from './system/routes';
import { meRoute, signupRoute } from './users/routes';

export const ALL_ROUTES = [healthRoute, serverTimeRoute, listSubjectsRoute, signupRoute, meRoute, tokenRoute, logoutRoute] as unknown as AnyRoute[];
