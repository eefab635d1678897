// Signing in with e-mail and password (POST oauth/token, password grant); the answer starts the session.
import { useMutation } from '@tanstack/react-query';
import { callApi, startSession } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { TokenResponse } from '../../../lib/contracts/auth';
import { useSessionUserStore } from '../lib/session-user-store';
import { getMe } from './get-me';

export type SignInInput = { email: string; password: string; totp?: string; recoveryCode?: string; captcha?: string };

async function signIn(input: SignInInput): Promise<TokenResponse> {
  const data = await callApi<TokenResponse>(endpoints.token, { body: input });
  return data;
}

/** Signs in, starts the session and answers with the signed-in user. */
export function useSignIn() {
  const store = useSessionUserStore();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      startSession(await signIn(input));
      const user = await getMe();
      store.set(user);
      return user;
    },
    meta: { handlesErrors: true },
  });
}
