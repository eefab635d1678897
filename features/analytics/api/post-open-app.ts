// POST users/{id}/open-app (spec §7): the signed-in user opened the app. No body; the server records the time.
import { mainApi } from '../../../lib/api/clients';

export async function postOpenApp(userUuid: string): Promise<void> {
  await mainApi.post(`/users/${encodeURIComponent(userUuid)}/open-app`);
}
