import { apiHandler } from '../../../../../../../server/http/api-handler';
import { knowPageImageRoute } from '../../../../../../../server/knows/read-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(knowPageImageRoute);
