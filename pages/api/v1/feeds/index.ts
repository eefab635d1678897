import { feedRoute } from '../../../../server/feeds/routes';
import { apiHandler } from '../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(feedRoute);
