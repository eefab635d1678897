// The app area's frame (issue 14): a side rail on desktop and a top bar with a bottom tab bar on phones (below the
// 750 px breakpoint), with the places of lib/layout/app-navigation.ts and the user menu the auth feature supplies.
// It is one component tree that _app keeps mounted across app pages, so the rail and the page's scroll stay put.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { APP_NAVIGATION, appPlaceOf, type AppPlace } from '../../lib/layout/app-navigation';
import { Link } from '../link';
import { Wordmark } from './wordmark';

const RAIL_WIDTH_PX = 248;
const TAB_BAR_HEIGHT_PX = 64;

const ICONS: Record<AppPlace, ReactNode> = {
  feed: <path d="M4 11.5 12 5l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5h-5v5H5a1 1 0 0 1-1-1z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </>
  ),
  library: <path d="M7 4h10a1 1 0 0 1 1 1v15l-6-4-6 4V5a1 1 0 0 1 1-1z" />,
  upload: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <path d="M12 8.5v7M8.5 12h7" />
    </>
  ),
};

const Shell = styled.div`
  min-height: 100vh;
  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: ${RAIL_WIDTH_PX}px minmax(0, 1fr);
  }
`;

/** The rail and the phone's top bar are the app's banner landmark (one of them is shown): brand, navigation,
 *  account. A role rather than <header>, which stands for the public navbar. */
const Rail = styled.div.attrs({ role: 'banner' })`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 20px 16px;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

const TopBar = styled.div.attrs({ role: 'banner' })`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.navigationBar};
    display: flex;
    align-items: center;
    justify-content: space-between;
    height: 56px;
    padding: 0 16px;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The tab bar is the nav element itself, fixed to the bottom of a phone's screen; on desktop it is not shown. */
const Nav = styled.nav<{ $bar: boolean }>`
  ${({ $bar, theme }) =>
    $bar &&
    css`
      display: none;
      ${theme.media.mobile} {
        display: block;
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: ${theme.zIndex.navigationBar};
        padding-bottom: env(safe-area-inset-bottom);
        background: ${theme.colors.surface};
        border-top: 1px solid ${theme.colors.border};
      }
    `}
`;

const Places = styled.ul<{ $bar: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${({ $bar }) =>
    $bar &&
    css`
      display: grid;
      grid-template-columns: repeat(${APP_NAVIGATION.length}, 1fr);
      gap: 0;
    `}
`;

const PlaceLink = styled(Link)<{ $bar: boolean }>`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 11px 14px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: 600;
  text-decoration: none;
  svg { flex: none; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.ink}; }
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.brandBlue}; }
  ${({ $bar }) =>
    $bar &&
    css`
      flex-direction: column;
      justify-content: center;
      gap: 3px;
      height: ${TAB_BAR_HEIGHT_PX}px;
      padding: 6px 2px;
      border-radius: 0;
      font-size: 0.75rem;
      &[aria-current='page'] { background: none; }
    `}
`;

const RailFoot = styled.div`
  margin-top: auto;
`;

const Content = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} { padding-bottom: calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom)); }
`;

function PlaceLinks({ bar, label }: { bar: boolean; label: string }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const current = appPlaceOf(router.asPath);
  return (
    <Nav aria-label={label} $bar={bar}>
      <Places $bar={bar}>
        {APP_NAVIGATION.map(({ place, href }) => (
          <li key={place}>
            <PlaceLink href={href} $bar={bar} aria-current={current === place ? 'page' : undefined}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[place]}
              </svg>
              <span>{t(`app.${place}`)}</span>
            </PlaceLink>
          </li>
        ))}
      </Places>
    </Nav>
  );
}

/** `userMenu` is the signed-in user's menu (the auth feature's AppUserMenu), rendered in the rail and the top bar. */
export function AppLayout({ children, userMenu }: { children: ReactNode; userMenu?: (placement: 'above' | 'below') => ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Shell>
      <Rail>
        <Wordmark label={t('home')} />
        <PlaceLinks bar={false} label={t('app.navigation')} />
        <RailFoot>{userMenu?.('above')}</RailFoot>
      </Rail>
      <TopBar>
        <Wordmark label={t('home')} />
        {userMenu?.('below')}
      </TopBar>
      <Content>
        {children}
        <PlaceLinks bar label={t('app.tabBar')} />
      </Content>
    </Shell>
  );
}
