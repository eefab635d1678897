// The theme preference of a signed-in user: their stored choice (users/me) is adopted by this browser, and a choice
// made in the switch is kept on the account with the profile's PATCH users/{uuid}. Visitors keep it in the cookie only.
import { useTranslation } from 'next-i18next/pages';
import { useMemo, type ReactNode } from 'react';
import { ThemePreferenceProvider } from '../../../components/theme/use-theme-preference';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { ThemePreference } from '../../../config/ui';
import { ApiError } from '../../../lib/errors/api-error';
import { useUser } from '../../auth';
import { useUpdateProfile } from '../../profile';

export function AccountThemePreference({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { data: user } = useUser();
  const { mutate } = useUpdateProfile(user?.uuid ?? '');
  const signedIn = Boolean(user);
  const onChoose = useMemo(
    () =>
      signedIn
        ? (themePreference: ThemePreference) =>
            mutate({ themePreference }, { onError: (error) => showErrorToast(error instanceof ApiError ? error : new ApiError('UnknownError', {}, undefined), t) })
        : undefined,
    [signedIn, mutate, t],
  );
  return (
    <ThemePreferenceProvider accountPreference={user?.themePreference} onChoose={onChoose}>
      {children}
    </ThemePreferenceProvider>
  );
}
