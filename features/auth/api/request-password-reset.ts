// Forgot password: asks for a reset link by e-mail (always answers the same, whether the address has an account).
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import { withCaptchaRetry } from '../../../lib/api/with-captcha';

async function requestPasswordReset(email: string): Promise<void> {
  await withCaptchaRetry((captcha) => authApi.post('/accounts/password-reset', { email, ...(captcha ? { captcha } : {}) }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset, meta: { handlesErrors: true } });
