// Asks to change the sign-in e-mail (PATCH /accounts/{id}/email); it changes once the link sent to it is opened.
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';

async function changeEmail(accountUuid: string, input: { newEmail: string; password: string }): Promise<{ pendingEmail: string }> {
  const { data } = await authApi.patch<{ pendingEmail: string }>(`/accounts/${encodeURIComponent(accountUuid)}/email`, input);
  return data;
}

export const useChangeEmail = (accountUuid: string) =>
  useMutation({ mutationFn: (input: { newEmail: string; password: string }) => changeEmail(accountUuid, input), meta: { handlesErrors: true } });
