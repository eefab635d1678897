// Creating an account (POST users): the new user is signed in at once.
import { useMutation } from '@tanstack/react-query';
import { callApi, startSession } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { withCaptchaRetry } from '../../../lib/api/with-captcha';
import type { SignupBody } from '../../../lib/contracts/auth';
import type { User } from '../../../lib/contracts/users';
import { useSetUser } from '../lib/session-user-store';

/** The refresh token is not in it: the server set it as the HttpOnly cookie (decision 020). */
type SignUpResponse = { user: User; accessToken: string };

async function signUp(input: SignupBody): Promise<SignUpResponse> {
  return withCaptchaRetry((captcha) => callApi<SignUpResponse>(endpoints.signup, { body: { ...input, ...(captcha ? { captcha } : {}) } }));
}

export function useSignUp() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: signUp,
    meta: { handlesErrors: true },
    onSuccess: ({ user, accessToken }) => {
      startSession({ accessToken });
      setUser(user);
    },
  });
}
