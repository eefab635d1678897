import { apiHandler } from '../../../../../server/http/api-handler';
import { openAppRoute } from '../../../../../server/users/app-usage-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(openAppRoute);
