// The signed-in user's menu (issue 14): their picture and name on a button that opens the places of their account —
// profile, settings, my knows, the pro plan (not for a subscriber, issue 33), the colour theme switch, the privacy
// policy and imprint (the app frame has no footer), sign out. A disclosure (button + list of links), closed by Escape (focus
// back on the button), by a click elsewhere and by leaving the page; arrow keys move between its items (the shared
// Menu). Visitors get the sign-in link instead.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Avatar } from '../../../components/avatar';
import { NavLink } from '../../../components/layout/nav-links';
import { useSite } from '../../../components/site-context';
import { ThemeSwitch } from '../../../components/theme/theme-switch';
import { Menu, MenuButton, MenuGroup, MenuLink } from '../../../components/ui/menu';
import { openCookieSettings } from '../../../lib/cookie-settings';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../lib/session-user-store';
import { useSignOut } from '../api/sign-out';

export type MenuPlacement = 'above' | 'below';

export function UserMenu({ placement = 'below' }: { placement?: MenuPlacement }) {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const site = useSite();
  const signOut = useSignOut();
  const router = useRouter();

  if (!user) return <NavLink href={routes.signIn({ redirect: router.asPath })}>{t('signIn')}</NavLink>;
  return (
    <Menu
      label={t('app.accountMenu', { name: user.name })}
      placement={placement}
      resetKey={router.asPath}
      trigger={
        <>
          <Avatar name={user.name} src={user.profilePictureUrl} size={34} />
          <span>{user.name}</span>
        </>
      }
    >
      <MenuLink href={routes.profile()}>{t('app.profile')}</MenuLink>
      <MenuLink href={routes.settings()}>{t('app.settings')}</MenuLink>
      <MenuLink href={routes.myKnows()}>{t('app.myKnows')}</MenuLink>
      {user.knowerUuid && site && !site.features.payoutsHidden ? <MenuLink href={routes.payouts()}>{t('app.payouts')}</MenuLink> : null}
      {site?.features.proPlanAvailable && user.premiumStatus === 'NONE' ? <MenuLink href={routes.proPlan()}>{t('app.proPlan')}</MenuLink> : null}
      <MenuGroup>
        <ThemeSwitch />
      </MenuGroup>
      {site?.features.cookieBanner ? <MenuButton onSelect={openCookieSettings}>{t('cookieSettings')}</MenuButton> : null}
      {/* The app frame has no footer, and signed in it frames public pages too (issue 33): the legal pages stay reachable. */}
      <MenuLink href={routes.legal('privacy')}>{t('privacy')}</MenuLink>
      {site?.features.imprintLinkShown ? <MenuLink href={routes.legal('imprint')}>{t('imprint')}</MenuLink> : null}
      <MenuButton
        keepOpen
        disabled={signOut.isPending}
        onSelect={async () => {
          await signOut.mutateAsync();
          await router.push(routes.home());
        }}
      >
        {t('app.signOut')}
      </MenuButton>
    </Menu>
  );
}
