// Every path under /api that no other file serves: /api/v1/…, /api/auth/…, /api/analytics/… alike.
import { apiHandler } from '../../server/http/api-handler';
import { NOT_FOUND_ROUTES } from '../../server/system/not-found-route';

export const config = { api: { bodyParser: false } };
export default apiHandler(...NOT_FOUND_ROUTES);
