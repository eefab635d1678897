// Two-factor sign-in with an authenticator app: start (password → secret and QR code), confirm with a code (→ the
// first recovery codes), renew the recovery codes, turn off (password and an app code or a recovery code).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/clients';
import type { PasswordAndFactor, TwoFactorSetup } from '../../../lib/contracts/two-factor';
import { sessionKeys } from '../../auth';

type RecoveryCodes = { recoveryCodes: string[] };

const base = (accountUuid: string) => `/accounts/${encodeURIComponent(accountUuid)}/2fa`;

async function startTwoFactor(accountUuid: string, password: string): Promise<TwoFactorSetup> {
  const { data } = await authApi.post<TwoFactorSetup>(base(accountUuid), { password });
  return data;
}

async function confirmTwoFactor(accountUuid: string, totp: string): Promise<RecoveryCodes> {
  const { data } = await authApi.post<RecoveryCodes>(`${base(accountUuid)}/confirm`, { totp });
  return data;
}

async function renewRecoveryCodes(accountUuid: string, input: PasswordAndFactor): Promise<RecoveryCodes> {
  const { data } = await authApi.post<RecoveryCodes>(`${base(accountUuid)}/recovery-codes`, input);
  return data;
}

async function disableTwoFactor(accountUuid: string, input: PasswordAndFactor): Promise<void> {
  await authApi.delete(base(accountUuid), { data: input });
}

export function useTwoFactor(accountUuid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.me });
  return {
    start: useMutation({ mutationFn: (password: string) => startTwoFactor(accountUuid, password), meta: { handlesErrors: true } }),
    confirm: useMutation({ mutationFn: (totp: string) => confirmTwoFactor(accountUuid, totp), meta: { handlesErrors: true }, onSuccess: refresh }),
    renew: useMutation({ mutationFn: (input: PasswordAndFactor) => renewRecoveryCodes(accountUuid, input), meta: { handlesErrors: true }, onSuccess: refresh }),
    disable: useMutation({ mutationFn: (input: PasswordAndFactor) => disableTwoFactor(accountUuid, input), meta: { handlesErrors: true }, onSuccess: refresh }),
  };
}
