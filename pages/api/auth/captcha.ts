import { captchaChallengeRoute } from '../../../server/auth/captcha-routes';
import { apiHandler } from '../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(captchaChallengeRoute);
