// Every route the services expose, for the API description. pages/api files import the same route objects.
import { logoutRoute, tokenRoute } from './auth/routes';
import { listSubjectsRoute } from './catalogue/routes';
import type { AnyRoute } from './http/route';
import { healthRoute, serverTimeRoute } from './system/routes';
import { knowerRoute, myKnowerRoute } from './knowers/routes';
import { changeUsernameRoute, meRoute, publicUserRoute, signupRoute, timezoneRoute, usernameAvailabilityRoute } from './users/routes';

export const ALL_ROUTES = [healthRoute, serverTimeRoute, listSubjectsRoute, signupRoute, meRoute, publicUserRoute, usernameAvailabilityRoute, changeUsernameRoute, timezoneRoute,
  myKnowerRoute, knowerRoute, tokenRoute, logoutRoute] as unknown as AnyRoute[];
