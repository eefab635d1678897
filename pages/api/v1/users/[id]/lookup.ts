import { apiHandler } from '../../../../../server/http/api-handler';
import { ipLookupRoute } from '../../../../../server/users/app-usage-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(ipLookupRoute);
