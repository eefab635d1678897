import { dashboardRoute } from '../../../server/analytics/routes';
import { apiHandler } from '../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(dashboardRoute);
