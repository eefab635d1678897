import { renewRecoveryCodesRoute } from '../../../../../../server/auth/two-factor-routes';
import { apiHandler } from '../../../../../../server/http/api-handler';

export const config = { api: { bodyParser: false } };
export default apiHandler(renewRecoveryCodesRoute);
