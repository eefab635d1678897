import { apiHandler } from '../../../../server/http/api-handler';
import { myKnowerRoute } from '../../../../server/knowers/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(myKnowerRoute);
