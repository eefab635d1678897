// POST users/{id}/lookup (spec §7): the IP lookup data; the server records it with the caller's address.
import { mainApi } from '../../../lib/api/clients';
import type { IpLookupBody } from '../../../lib/contracts/app-usage';

export async function postIpLookup(userUuid: string, body: IpLookupBody): Promise<void> {
  await mainApi.post(`/users/${encodeURIComponent(userUuid)}/lookup`, body);
}
