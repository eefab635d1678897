import { apiHandler } from '../../../../../server/http/api-handler';
import { deleteProfilePictureRoute, profilePictureRoute, uploadProfilePictureRoute } from '../../../../../server/users/profile-picture-routes';

export const config = { api: { bodyParser: false } };
export default apiHandler(profilePictureRoute, uploadProfilePictureRoute, deleteProfilePictureRoute);
