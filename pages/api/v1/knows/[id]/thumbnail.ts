import { apiHandler } from '../../../../../server/http/api-handler';
import { knowThumbnailRoute } from '../../../../../server/knows/read-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(knowThumbnailRoute);
