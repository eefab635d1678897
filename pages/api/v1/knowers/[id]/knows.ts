import { knowerKnowsRoute } from '../../../../../server/catalogue/know-catalogue-routes';
import { apiHandler } from '../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(knowerKnowsRoute);
