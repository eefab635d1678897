// Two-factor sign-in with an authenticator app: start (password → secret and QR code), confirm with a code (→ the
// first recovery codes), renew the recovery codes, turn off (password and an app code or a recovery code).
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { PasswordAndFactor, TwoFactorSetup } from '../../../lib/contracts/two-factor';
import { useRefreshUser } from '../../auth';

type RecoveryCodes = { recoveryCodes: string[] };

async function startTwoFactor(accountUuid: string, password: string): Promise<TwoFactorSetup> {
  return callApi<TwoFactorSetup>(endpoints.startTwoFactor, { params: { id: accountUuid }, body: { password } });
}

async function confirmTwoFactor(accountUuid: string, totp: string): Promise<RecoveryCodes> {
  return callApi<RecoveryCodes>(endpoints.confirmTwoFactor, { params: { id: accountUuid }, body: { totp } });
}

async function renewRecoveryCodes(accountUuid: string, input: PasswordAndFactor): Promise<RecoveryCodes> {
  return callApi<RecoveryCodes>(endpoints.renewRecoveryCodes, { params: { id: accountUuid }, body: input });
}

async function disableTwoFactor(accountUuid: string, input: PasswordAndFactor): Promise<void> {
  await callApi(endpoints.disableTwoFactor, { params: { id: accountUuid }, body: input });
}

export function useTwoFactor(accountUuid: string) {
  const refreshUser = useRefreshUser();
  const refresh = () => refreshUser();
  return {
    start: useMutation({ mutationFn: (password: string) => startTwoFactor(accountUuid, password), meta: { handlesErrors: true } }),
    confirm: useMutation({ mutationFn: (totp: string) => confirmTwoFactor(accountUuid, totp), meta: { handlesErrors: true }, onSuccess: refresh }),
    renew: useMutation({ mutationFn: (input: PasswordAndFactor) => renewRecoveryCodes(accountUuid, input), meta: { handlesErrors: true }, onSuccess: refresh }),
    disable: useMutation({ mutationFn: (input: PasswordAndFactor) => disableTwoFactor(accountUuid, input), meta: { handlesErrors: true }, onSuccess: refresh }),
  };
}
