// POST users/{id}/lookup (spec §7): the IP lookup data; the server records it with the caller's address.
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { IpLookupBody } from '../../../lib/contracts/app-usage';

export async function postIpLookup(userUuid: string, body: IpLookupBody): Promise<void> {
  await callApi(endpoints.ipLookup, { params: { id: userUuid }, body });
}
