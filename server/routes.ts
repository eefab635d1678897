// Every route the services expose, for the API description. pages/api files import the same route objects.
import { listSubjectsRoute } from './catalogue/routes';
import type { AnyRoute } from './http/route';
import { healthRoute, serverTimeRoute } from './system/routes';

export const ALL_ROUTES = [healthRoute, serverTimeRoute, listSubjectsRoute] as unknown as AnyRoute[];
