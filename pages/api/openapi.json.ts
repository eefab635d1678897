import { apiHandler } from '../../server/http/api-handler';
import { openApiRoute } from '../../server/system/openapi-route';

export const config = { api: { bodyParser: false } };
export default apiHandler(openApiRoute);
