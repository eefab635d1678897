import { unsubscribeRoute } from '../../../../../../server/users/newsletter-routes';
import { apiHandler } from '../../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(unsubscribeRoute);
