// Sets a new password with the token of an e-mailed reset link.
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';

async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await authApi.post('/accounts/password-reset/confirm', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
