import { apiHandler } from '../../../../../server/http/api-handler';
import { listLibraryItemsRoute, saveLibraryItemRoute } from '../../../../../server/library/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(listLibraryItemsRoute, saveLibraryItemRoute);
