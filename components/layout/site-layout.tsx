// The frame around every page, chosen by the layout rules of spec §2 from the path: navbar (special, standard or
// hidden), page margin, bottom widget, footer; app-area pages — and, for a signed-in user, the pages reached from the
// app — get the app's own frame instead (side rail, tab bar, user menu) and neither footer nor bottom widget.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { PlaceBadges } from './app-layout';
import styled from 'styled-components';
import { pageLayoutFor, showsAppNavigation } from '../../lib/layout/page-layout';
import { staticIsland } from '../static-island';
import { BottomWidget as ServerBottomWidget } from './bottom-widget';
import { Footer } from './footer';
import { Navbar as ServerNavbar } from './navbar';
import { useSameSiteNavigation } from './same-site-navigation';

/** The app frame's code loads only on app pages (rendered on the server all the same): public pages stay lean. */
const AppLayout = dynamic(() => import('./app-layout').then((module) => module.AppLayout));

/** A visitor's header: an interactive island (decision 053) — its markup kept while the page hydrates, its code (the
 *  phone menu, the route builders of its links) loaded after the page. With a signed-in user's account corner (the
 *  sign-in flows, the team's tools) it is rendered and hydrated with the page, its code among the page's scripts. */
const VisitorNavbar = staticIsland(
  () => import('./navbar').then((module) => module.Navbar),
  typeof window === 'undefined' ? ServerNavbar : null,
  { interactive: 'after-load' },
);
const AccountNavbar = dynamic(() => import('./navbar').then((module) => module.Navbar));

/** The app-store band is links only: a static island (decision 050), its code not in the first load. */
const BottomWidget = staticIsland(
  () => import('./bottom-widget').then((module) => module.BottomWidget),
  typeof window === 'undefined' ? ServerBottomWidget : null,
);

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  &:focus { top: 12px; }
`;

const Main = styled.main<{ $margin: boolean }>`
  display: block;
  padding: ${({ $margin }) => ($margin ? 'clamp(16px, 4vw, 40px) clamp(16px, 5vw, 64px)' : '0')};
  max-width: ${({ $margin }) => ($margin ? '1200px' : 'none')};
  margin: 0 auto;
  min-height: 50vh;
`;

type SiteLayoutProps = {
  children: ReactNode;
  /** The navbar's account corner for a signed-in user (the auth feature's AccountMenu); a visitor's has the navbar's
   *  own sign-in and sign-up links. */
  account?: ReactNode;
  /** The app frame's user menu, opening above (rail) or below (phone top bar). */
  userMenu?: (placement: 'above' | 'below') => ReactNode;
  /** What the app navigation's places show beside their labels (the unread chats badge). */
  placeBadges?: PlaceBadges;
  /**
   * What must be answered before the page (the cookie banner): right after the skip link, so that it comes first in
   * the tab order while the skip link stays the page's first link (axe recognises a skip link only there).
   */
  notice?: ReactNode;
  /** Whether a user is signed in, as the server render knew it (lib/layout/page-layout.ts showsAppNavigation). */
  signedIn?: boolean;
};

export function SiteLayout({ children, account, userMenu, placeBadges, notice, signedIn = false }: SiteLayoutProps) {
  const router = useRouter();
  const { t } = useTranslation('shell');
  useSameSiteNavigation();
  const layout = pageLayoutFor(router.asPath);
  if (showsAppNavigation(router.asPath, { signedIn })) {
    return (
      <>
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        {notice}
        <AppLayout userMenu={userMenu} badges={placeBadges}>
          <Main id="main" $margin={layout.pageMargin}>
            {children}
          </Main>
        </AppLayout>
      </>
    );
  }
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {notice}
      {layout.navbar === 'hidden' ? null : account ? <AccountNavbar variant={layout.navbar} account={account} /> : <VisitorNavbar key={router.locale} variant={layout.navbar} />}
      <Main id="main" $margin={layout.pageMargin}>
        {children}
      </Main>
      {layout.bottomWidget ? <BottomWidget key={router.locale} /> : null}
      {layout.footer ? <Footer /> : null}
    </>
  );
}
