// Changes the password (PATCH /accounts/{id}/password); other sign-ins end, this one continues with new tokens.
import { useMutation } from '@tanstack/react-query';
import { callApi, startSession } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { TokenResponse } from '../../../lib/contracts/auth';

async function changePassword(accountUuid: string, input: { oldPassword: string; newPassword: string }): Promise<TokenResponse> {
  const data = await callApi<TokenResponse>(endpoints.changePassword, { params: { id: accountUuid }, body: input });
  return data;
}

export const useChangePassword = (accountUuid: string) =>
  useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) => changePassword(accountUuid, input),
    meta: { handlesErrors: true },
    onSuccess: startSession,
  });
