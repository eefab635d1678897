// The user's language — of the app and of the mails Knowly sends them (users.interfaceLanguage): saved on the account,
// then the settings page opens again in that language on the same country site.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Select } from '../../../components/form/select';
import { FormField } from '../../../components/ui/form-field';
import { useSite } from '../../../components/site-context';
import { LANGUAGES } from '../../../config/countries/languages';
import { isLocale, LOCALES } from '../../../config/locales';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { routes } from '../../../lib/routes/page-routes';
import { localizedHref } from '../../../lib/site/site';
import { useUpdateProfile } from '../api/update-profile';

const Width = styled.div`
  max-width: 480px;
`;

export function LanguageField({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const site = useSite();
  const update = useUpdateProfile(user.uuid);
  const current = isLocale(user.interfaceLanguage) ? user.interfaceLanguage : (site?.locale ?? 'en');

  async function choose(locale: string) {
    try {
      await update.mutateAsync({ interfaceLanguage: locale });
      window.location.assign(localizedHref(routes.profile(), locale, site?.defaultLocale ?? 'en'));
    } catch (error) {
      if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <Width>
      <FormField label={t('languageLabel')} hint={t('languageHint')}>
        {(control) => (
          <Select {...control} value={current} disabled={update.isPending} onChange={(event) => void choose(event.target.value)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGES[locale].localizedName}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </Width>
  );
}
