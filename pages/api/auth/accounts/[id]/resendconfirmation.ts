import { resendConfirmationRoute } from '../../../../../server/auth/email-routes';
import { apiHandler } from '../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(resendConfirmationRoute);
