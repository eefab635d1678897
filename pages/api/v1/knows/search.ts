import { apiHandler } from '../../../../server/http/api-handler';
import { searchKnowsRoute } from '../../../../server/search/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(searchKnowsRoute);
