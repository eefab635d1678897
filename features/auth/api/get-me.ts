// The signed-in user (GET users/me): null without tokens. The shell's store (lib/session-user-store.ts) holds it —
// seeded by the server render on signed-in pages; this module reads it again into the store (loaded on first use by
// the shell, so a page whose server render knew the user loads no API code for it).
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { callApi, hasSession } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { ApiError } from '../../../lib/errors/api-error';
import type { User } from '../../../lib/contracts/users';
import { useSessionUserStore, type SessionUserStore } from '../lib/session-user-store';

/** Null at once without tokens: then no API client is loaded at all. */
export async function getMe(): Promise<User | null> {
  if (!hasSession()) return null;
  try {
    const data = await callApi<User>(endpoints.me);
    return data;
  } catch (error) {
    // The refresh queue already logged out when the session could not be renewed.
    if (error instanceof ApiError && error.type === 'AuthorizationError') return null;
    throw error;
  }
}

/** Reads the user again into the store; a failure shows the spec §8 toast and leaves the user signed out here. */
export async function refreshUser(store: SessionUserStore, t: TFunction): Promise<void> {
  try {
    store.set(await getMe());
  } catch (error) {
    showErrorToast(error instanceof ApiError ? error : new ApiError('UnknownError', {}, undefined), t);
    if (store.get() === undefined) store.set(null);
  }
}

/** Reads the user again after a change the server made to it (a confirmed e-mail, a first know, a new time zone). */
export function useRefreshUser(): () => Promise<void> {
  const store = useSessionUserStore();
  const { t } = useTranslation('common');
  return useCallback(() => refreshUser(store, t), [store, t]);
}
