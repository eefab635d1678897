import { apiHandler } from '../../../../../server/http/api-handler';
import { deleteLibraryFolderRoute, getLibraryFolderRoute, renameLibraryFolderRoute } from '../../../../../server/library/routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(getLibraryFolderRoute, renameLibraryFolderRoute, deleteLibraryFolderRoute);
