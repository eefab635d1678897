import { apiHandler } from '../../../../../server/http/api-handler';
import { ownKnowsRoute } from '../../../../../server/knows/create-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(ownKnowsRoute);
