// Every API route, mounted once: the declarations (server/routes.ts) decide which path answers what.
import { apiHandler } from '../../server/http/api-handler';
import { MOUNTED_ROUTES } from '../../server/mounted-routes';

export const config = { api: { bodyParser: false, responseLimit: false } };
export default apiHandler(MOUNTED_ROUTES);
