// Forgot password: asks for a reset link by e-mail (always answers the same, whether the address has an account).
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { withCaptchaRetry } from '../../../lib/api/with-captcha';

async function requestPasswordReset(email: string): Promise<void> {
  await withCaptchaRetry((captcha) => callApi(endpoints.passwordResetRequest, { body: { email, ...(captcha ? { captcha } : {}) } }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: { handlesErrors: true } });
