import { endOtherSessionsRoute, listSessionsRoute } from '../../../../../server/auth/session-routes';
import { apiHandler } from '../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(listSessionsRoute, endOtherSessionsRoute);
