import { apiHandler } from '../../../../../server/http/api-handler';
import { updateUserRoute } from '../../../../../server/users/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(updateUserRoute);
