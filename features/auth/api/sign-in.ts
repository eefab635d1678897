// Signing in with e-mail and password (POST oauth/token, password grant); the answer starts the session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, startSession } from '../../../lib/api/clients';
import type { TokenResponse } from '../../../lib/contracts/auth';
import { meQueryOptions } from './get-me';

export type SignInInput = { email: string; password: string; totp?: string; recoveryCode?: string; captcha?: string };

async function signIn(input: SignInInput): Promise<TokenResponse> {
  const { data } = await authApi.post<TokenResponse>('/oauth/token', input);
  return data;
}

/** Signs in, starts the session and answers with the signed-in user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      startSession(await signIn(input));
      return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    },
    meta: { handlesErrors: true },
  });
}
