import { apiHandler } from '../../../../../server/http/api-handler';
import { createLibraryFolderRoute, listLibraryFoldersRoute } from '../../../../../server/library/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(listLibraryFoldersRoute, createLibraryFolderRoute);
