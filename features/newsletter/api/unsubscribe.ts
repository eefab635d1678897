// Turns the newsletter off from a mail's unsubscribe link (POST /users/newsletter/unsubscribe/v2); no sign-in needed.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { UnsubscribeBody } from '../../../lib/contracts/account-email';

async function unsubscribe(body: UnsubscribeBody): Promise<void> {
  await callApi(endpoints.unsubscribe, { body });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { handlesErrors: true } });
