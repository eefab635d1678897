// "Your data": a copy of everything Knowly keeps about the user, as a ZIP (GDPR article 20).
import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { useDownloadMyData } from '../api/account-data';
import { ProfileSection } from './profile-section';

export function DataSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const download = useDownloadMyData(user.uuid);
  return (
    <ProfileSection title={t('dataTitle')} lead={t('dataLead')}>
      <div>
        <Button variant="secondary" isLoading={download.isPending}
          onClick={() => download.mutateAsync().catch((error: unknown) => error instanceof ApiError && showErrorToast(error, t))}>
          {t('downloadData')}
        </Button>
      </div>
    </ProfileSection>
  );
}
