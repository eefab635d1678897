// Sends the confirmation e-mail again (POST /accounts/{id}/resendconfirmation).
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';

async function resendConfirmation(accountUuid: string): Promise<void> {
  await authApi.post(`/accounts/${encodeURIComponent(accountUuid)}/resendconfirmation`);
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation, meta: { handlesErrors: true } });
