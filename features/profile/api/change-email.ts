// Asks to change the sign-in e-mail (PATCH /accounts/{id}/email); it changes once the link sent to it is opened.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

async function changeEmail(accountUuid: string, input: { newEmail: string; password: string }): Promise<{ pendingEmail: string }> {
  const data = await callApi<{ pendingEmail: string }>(endpoints.changeEmail, { params: { id: accountUuid }, body: input });
  return data;
}

export const useChangeEmail = (accountUuid: string) =>
  useMutation({ mutationFn: (input: { newEmail: string; password: string }) => changeEmail(accountUuid, input), meta: { handlesErrors: true } });
