// Sends the confirmation e-mail again (POST /accounts/{id}/resendconfirmation).
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';

async function resendConfirmation(accountUuid: string): Promise<void> {
  await callApi(endpoints.resendConfirmation, { params: { id: accountUuid } });
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation, meta: { handlesErrors: true } });
