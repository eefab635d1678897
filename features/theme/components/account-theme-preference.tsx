// The theme preference of a signed-in user: their stored choice (users/me) is adopted by this browser, and a choice
// made in the switch is kept on the account with the profile's PATCH users/{uuid} (its code loaded on that choice).
// Visitors keep it in the cookie only.
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { ThemePreferenceProvider } from '../../../components/theme/use-theme-preference';
import type { ThemePreference } from '../../../config/ui';
import { useSetUser, useUser } from '../../auth';

/** The spec §8 toast for a choice the account did not take (its code loaded only then). */
async function showChoiceError(error: unknown, t: TFunction): Promise<void> {
  const [{ showErrorToast }, { ApiError }] = await Promise.all([import('../../../lib/api/show-error-toast'), import('../../../lib/errors/api-error')]);
  showErrorToast(error instanceof ApiError ? error : new ApiError('UnknownError', {}, undefined), t);
}

export function AccountThemePreference({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user } = useUser();
  const setUser = useSetUser();
  const userUuid = user?.uuid;
  const onChoose = useMemo(
    () =>
      userUuid
        ? (themePreference: ThemePreference) =>
            void import('../../profile')
              .then(({ updateProfile }) => updateProfile(userUuid, { themePreference }))
              .then(setUser, (error: unknown) => showChoiceError(error, t))
        : undefined,
    [userUuid, setUser, t],
  );
  return (
    <ThemePreferenceProvider accountPreference={user?.themePreference} onChoose={onChoose}>
      {children}
    </ThemePreferenceProvider>
  );
}
