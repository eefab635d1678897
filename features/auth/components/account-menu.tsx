// The navbar's account corner: sign-in and sign-up links for visitors; for a signed-in user their picture and name,
// linking to the profile.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { NavLink, SignUpLink } from '../../../components/layout/nav-links';
import { useUser } from '../api/get-me';

const ProfileLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  padding: 6px 14px 6px 6px;
`;

export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  if (user) {
    return (
      <ProfileLink href="/app/profile" aria-label={t('yourProfile', { name: user.name })}>
        <Avatar name={user.name} src={user.profilePictureUrl} size={34} />
        <span>{user.name}</span>
      </ProfileLink>
    );
  }
  return (
    <>
      <NavLink href="/auth/signin">{t('signIn')}</NavLink>
      <SignUpLink href="/auth/signup">{t('signUp')}</SignUpLink>
    </>
  );
}
