// The account's sign-ins on the profile page: each device or browser that is signed in, when it signed in and was
// last active, this one marked; "sign out everywhere else" ends all the others at once.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { User } from '../../../lib/contracts/users';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { useEndOtherSessions, useSignInSessions } from '../api/sign-in-sessions';
import { ProfileSection } from './profile-section';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Current = styled.strong`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: 0.8rem;
`;

export function SessionsSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { locale } = useRouter();
  const sessions = useSignInSessions(user.accountUuid);
  const endOthers = useEndOtherSessions(user.accountUuid);
  const format = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  async function signOutElsewhere() {
    try {
      await endOthers.mutateAsync();
      void showToast('success', t('otherSessionsEnded'));
    } catch (error) {
      if (error instanceof ApiError) showErrorToast(error, t);
    }
  }

  return (
    <ProfileSection title={t('sessionsTitle')} lead={t('sessionsLead')}>
      <List aria-busy={sessions.isPending}>
        {list.map((session) => (
          <Item key={session.sessionUuid} data-testid="sign-in-session">
            {session.current ? <Current>{t('sessionCurrent')}</Current> : null}
            <span>{t('sessionStarted', { date: format(session.startedOn) })}</span>
            <span>{t('sessionLastActive', { date: format(session.lastActiveOn) })}</span>
          </Item>
        ))}
      </List>
      <div>
        <Button variant="secondary" isLoading={endOthers.isPending} disabled={others === 0} onClick={signOutElsewhere}>
          {t('endOtherSessions')}
        </Button>
      </div>
    </ProfileSection>
  );
}
