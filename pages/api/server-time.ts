import { apiHandler } from '../../server/http/api-handler';
import { serverTimeRoute } from '../../server/system/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(serverTimeRoute);
