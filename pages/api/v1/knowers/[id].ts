import { apiHandler } from '../../../../server/http/api-handler';
import { knowerRoute } from '../../../../server/knowers/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(knowerRoute);
