import { apiHandler } from '../../../server/http/api-handler';
import { devAdProviderEventsRoute } from '../../../server/ad-provider/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(devAdProviderEventsRoute);
