import { apiHandler } from '../../../../../server/http/api-handler';
import { likeKnowRoute, unlikeKnowRoute } from '../../../../../server/knows/read-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(likeKnowRoute, unlikeKnowRoute);
