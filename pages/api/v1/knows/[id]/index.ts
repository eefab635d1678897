import { apiHandler } from '../../../../../server/http/api-handler';
import { deleteKnowRoute, updateKnowRoute } from '../../../../../server/knows/create-routes';
import { getKnowRoute } from '../../../../../server/knows/read-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(getKnowRoute, updateKnowRoute, deleteKnowRoute);
