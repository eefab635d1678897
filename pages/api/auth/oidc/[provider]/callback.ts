import { socialCallbackPostRoute, socialCallbackRoute } from '../../../../../server/auth/social/routes';
import { apiHandler } from '../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(socialCallbackRoute, socialCallbackPostRoute);
