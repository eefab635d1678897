import { apiHandler } from '../../../../../../server/http/api-handler';
import { knowStatusStatsRoute } from '../../../../../../server/knows/create-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(knowStatusStatsRoute);
