import { apiHandler } from '../../server/http/api-handler';
import { fbEventsRoute } from '../../server/ad-provider/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(fbEventsRoute);
