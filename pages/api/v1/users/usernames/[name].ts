import { apiHandler } from '../../../../../server/http/api-handler';
import { usernameAvailabilityRoute } from '../../../../../server/users/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(usernameAvailabilityRoute);
