import { apiHandler } from '../../../../../server/http/api-handler';
import { getLibraryItemRoute, removeLibraryItemRoute } from '../../../../../server/library/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(getLibraryItemRoute, removeLibraryItemRoute);
