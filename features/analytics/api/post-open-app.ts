// POST users/{id}/open-app (spec §7): the signed-in user opened the app. No body; the server records the time.
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

export async function postOpenApp(userUuid: string): Promise<void> {
  await callApi(endpoints.openApp, { params: { id: userUuid } });
}
