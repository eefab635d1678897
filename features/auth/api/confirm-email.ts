// Confirms an e-mail address (or a change of address) with the token of the e-mailed link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import { sessionKeys } from './query-keys';

async function confirmEmail(confirmationToken: string): Promise<{ email: string; emailConfirmed: boolean }> {
  const { data } = await authApi.post<{ email: string; emailConfirmed: boolean }>('/accounts/confirm-email', { confirmationToken });
  return data;
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
