// The navbar's account corner: sign-in and sign-up links for visitors; for a signed-in user the "Open app" button
// and their menu (profile, my knows, sign out), whose code loads only where it shows.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { NavLink, SignUpLink } from '../../../components/layout/nav-links';
import { useUser } from '../lib/session-user-store';
import { routes } from '../../../lib/routes/page-routes';
import { LazyUserMenu } from './lazy-user-menu';

const Corner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${({ theme }) => theme.media.mobile} { flex-direction: column-reverse; align-items: stretch; }
`;

export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  if (user) {
    return (
      <Corner>
        <SignUpLink href={routes.feed()}>{t('app.openApp')}</SignUpLink>
        <LazyUserMenu />
      </Corner>
    );
  }
  return (
    <>
      <NavLink href={routes.signIn()}>{t('signIn')}</NavLink>
      <SignUpLink href={routes.signUp()}>{t('signUp')}</SignUpLink>
    </>
  );
}
