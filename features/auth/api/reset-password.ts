// Sets a new password with the token of an e-mailed reset link.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await callApi(endpoints.passwordResetConfirm, { body: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
