// Saves the new know into one of the user's library folders (POST library/items), when the upload started from one.
import { mainApi } from '../../../lib/api/clients';

export async function saveKnowToFolder(knowUuid: string, folderUuid: string): Promise<void> {
  await mainApi.post('/library/items', { knowUuid, folderUuid });
}
