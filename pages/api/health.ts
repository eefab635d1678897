import { apiHandler } from '../../server/http/api-handler';
import { healthRoute } from '../../server/system/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(healthRoute);
