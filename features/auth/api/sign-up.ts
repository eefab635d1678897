// Creating an account (POST users): the new user is signed in at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi, startSession } from '../../../lib/api/clients';
import type { SignupBody } from '../../../lib/contracts/auth';
import type { User } from '../../../lib/contracts/users';
import { sessionKeys } from './query-keys';

type SignUpResponse = { user: User; accessToken: string; refreshToken: string };

export async function signUp(input: SignupBody): Promise<SignUpResponse> {
  const { data } = await mainApi.post<SignUpResponse>('/users', input);
  return data;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { handlesErrors: true },
    onSuccess: ({ user, accessToken, refreshToken }) => {
      startSession({ accessToken, refreshToken });
      queryClient.setQueryData(sessionKeys.me, user);
    },
  });
}
