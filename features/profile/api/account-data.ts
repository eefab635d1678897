// The user's rights over their data: download a ZIP of everything (GET users/{id}/export) and delete the account
// (DELETE accounts/{id}); after a deletion this browser's sign-in ends too.
import { useMutation } from '@tanstack/react-query';
import { callApi, callApiWithHeaders } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { DeleteAccountBody } from '../../../lib/contracts/account-data';
import { useSignOut } from '../../auth';

/** The file name the server gave the download (Content-Disposition), or a dated default. */
function filenameOf(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `knowly-data-${new Date().toISOString().slice(0, 10)}.zip`;
}

async function downloadMyData(userUuid: string): Promise<void> {
  const response = await callApiWithHeaders<Blob>(endpoints.exportData, { params: { id: userUuid }, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = Object.assign(document.createElement('a'), { href: url, download: filenameOf(response.headers['content-disposition']) });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData(userUuid: string) {
  return useMutation({ mutationFn: () => downloadMyData(userUuid), meta: { handlesErrors: true } });
}

export function useDeleteAccount(accountUuid: string) {
  const signOut = useSignOut();
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await callApi(endpoints.deleteAccount, { params: { id: accountUuid }, body });
    },
    meta: { handlesErrors: true },
    onSuccess: () => signOut.mutateAsync(),
  });
}
