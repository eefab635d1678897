// Confirms an e-mail address (or a change of address) with the token of the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { useRefreshUser } from './get-me';

async function confirmEmail(confirmationToken: string): Promise<{ email: string; emailConfirmed: boolean }> {
  const data = await callApi<{ email: string; emailConfirmed: boolean }>(endpoints.confirmEmail, { body: { confirmationToken } });
  return data;
}

export function useConfirmEmail() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { handlesErrors: true },
    onSuccess: () => refreshUser(),
  });
}
