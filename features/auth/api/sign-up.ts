// Creating an account (POST users): the new user is signed in at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi, startSession } from '../../../lib/api/clients';
import { withCaptchaRetry } from '../../../lib/api/with-captcha';
import type { SignupBody } from '../../../lib/contracts/auth';
import type { User } from '../../../lib/contracts/users';
import { sessionKeys } from './query-keys';

/** The refresh token is not in it: the server set it as the HttpOnly cookie (decision 020). */
type SignUpResponse = { user: User; accessToken: string };

async function signUp(input: SignupBody): Promise<SignUpResponse> {
  return withCaptchaRetry(async (captcha) => (await mainApi.post<SignUpResponse>('/users', { ...input, ...(captcha ? { captcha } : {}) })).data);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { handlesErrors: true },
    onSuccess: ({ user, accessToken }) => {
      startSession({ accessToken });
      queryClient.setQueryData(sessionKeys.me, user);
    },
  });
}
