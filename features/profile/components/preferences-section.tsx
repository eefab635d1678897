// Language, exam board (where the country has them), time zone (this device's offset, saved on request), the newsletter and the colour theme.
import { useTranslation } from 'next-i18next/pages';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { Button } from '../../../components/ui/button';
import { ThemeSwitch } from '../../../components/theme/theme-switch';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { deviceOffsetMinutes, useSetTimezone } from '../api/set-timezone';
import { useUpdateProfile } from '../api/update-profile';
import { formatOffset } from '../lib/format-offset';
import { LanguageField } from './language-field';
import { ProfileSection } from './profile-section';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  flex-wrap: wrap;
`;

const Width = styled.div`
  max-width: 480px;
`;

const noSubscription = () => () => undefined;

export function PreferencesSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const setTimezone = useSetTimezone(user.uuid);
  const update = useUpdateProfile(user.uuid);
  // The device's clock is known only in the browser: null while rendering on the server.
  const deviceOffset = useSyncExternalStore(noSubscription, deviceOffsetMinutes, () => null);

  return (
    <ProfileSection title={t('preferencesTitle')} anchor="settings">
      <LanguageField user={user} />
      <Width>
        <ExamBoardField country={user.country} value={user.examBoard} testId="profile-exam-board"
          onChange={(examBoard) => update.mutate({ examBoard }, { onError: (error) => error instanceof ApiError && showErrorToast(error, t) })} />
      </Width>
      <Row>
        <span>
          {t('timezone')}: <strong>{user.timezoneOffsetMinutes === null ? t('timezoneUnset') : formatOffset(user.timezoneOffsetMinutes)}</strong>
        </span>
        {deviceOffset !== null && deviceOffset !== user.timezoneOffsetMinutes ? (
          <Button variant="secondary" onClick={() => setTimezone.mutateAsync(deviceOffset).catch((error: unknown) => error instanceof ApiError && showErrorToast(error, t))}>
            {t('useDeviceTimezone', { offset: formatOffset(deviceOffset) })}
          </Button>
        ) : null}
      </Row>
      <CheckboxField label={t('newsletter')} checked={user.newsletter} disabled={update.isPending}
        onChange={(event) => update.mutate({ newsletter: event.target.checked }, { onError: (error) => error instanceof ApiError && showErrorToast(error, t) })} />
      <ThemeSwitch />
    </ProfileSection>
  );
}
