import { exportDataRoute } from '../../../../../server/account-data/routes';
import { apiHandler } from '../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(exportDataRoute);
