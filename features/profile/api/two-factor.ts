// Two-factor sign-in with an authenticator app: start (password → secret and QR code), confirm with a code, turn off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import { sessionKeys } from '../../auth';

export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrSvg: string };

const base = (accountUuid: string) => `/accounts/${encodeURIComponent(accountUuid)}/2fa`;

async function startTwoFactor(accountUuid: string, password: string): Promise<TwoFactorSetup> {
  const { data } = await authApi.post<TwoFactorSetup>(base(accountUuid), { password });
  return data;
}

async function confirmTwoFactor(accountUuid: string, totp: string): Promise<void> {
  await authApi.post(`${base(accountUuid)}/confirm`, { totp });
}

async function disableTwoFactor(accountUuid: string, input: { password: string; totp: string }): Promise<void> {
  await authApi.delete(base(accountUuid), { data: input });
}

export function useTwoFactor(accountUuid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.me });
  return {
    start: useMutation({ mutationFn: (password: string) => startTwoFactor(accountUuid, password), meta: { handlesErrors: true } }),
    confirm: useMutation({ mutationFn: (totp: string) => confirmTwoFactor(accountUuid, totp), meta: { handlesErrors: true }, onSuccess: refresh }),
    disable: useMutation({
      mutationFn: (input: { password: string; totp: string }) => disableTwoFactor(accountUuid, input),
      meta: { handlesErrors: true },
      onSuccess: refresh,
    }),
  };
}
