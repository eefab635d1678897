// The app area's frame (issue 14): a side rail on desktop and a top bar with a bottom tab bar on phones (below the
// 750 px breakpoint), with the places of lib/layout/app-navigation.ts and the user menu the auth feature supplies.
// It is one component tree that _app keeps mounted across app pages, so the rail and the page's scroll stay put.
// The monospace font of the code the app area shows (recovery codes, AI answers, flashcard keys): loaded with this
// frame, not on public pages.
import '@fontsource-variable/jetbrains-mono';
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
  flashcards: (
    <>
      <rect x="3" y="7" width="14" height="12" rx="2" />
      <path d="M7 4h12a2 2 0 0 1 2 2v10" />
    </>
  ),
  ai: (
    <>
      <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-8l-4 3.5V17H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M12 8.5v.01M9 11.5h6" />
    </>
  ),
  chats: (
    <>
      <path d="M3 6a1 1 0 0 1 1-1h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1z" />
      <path d="M16 9h4a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-4a1 1 0 0 1-1-1v-1" />
    </>
  ),
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
      /* minmax(0, …): a long label (ro "Conversații") shares its column's width instead of widening it into the next */
      grid-template-columns: repeat(${APP_NAVIGATION.length}, minmax(0, 1fr));
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
  position: relative;
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
      & > span:first-of-type { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    `}
`;

/** Where a place's badge (the unread chats) sits: after the label in the rail, on the icon's corner in the tab bar. */
const BadgeSlot = styled.span<{ $bar: boolean }>`
  display: contents;
  ${({ $bar }) =>
    $bar &&
    css`
      display: block;
      position: absolute;
      top: 4px;
      left: calc(50% + 6px);
    `}
`;

const RailFoot = styled.div`
  margin-top: auto;
`;

const Content = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} { padding-bottom: calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom)); }
`;

function PlaceLinks({ bar, label, badges }: { bar: boolean; label: string; badges?: PlaceBadges }) {
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
              {badges?.[place] ? <BadgeSlot $bar={bar}>{badges[place]}</BadgeSlot> : null}
            </PlaceLink>
          </li>
        ))}
      </Places>
    </Nav>
  );
}

/** What a place shows beside its label (the chats feature's unread badge), supplied by pages/_app. */
export type PlaceBadges = Partial<Record<AppPlace, ReactNode>>;

/** `userMenu` is the signed-in user's menu (the auth feature's AppUserMenu), rendered in the rail and the top bar. */
export function AppLayout({ children, userMenu, badges }: { children: ReactNode; userMenu?: (placement: 'above' | 'below') => ReactNode; badges?: PlaceBadges }) {
  const { t } = useTranslation('shell');
  return (
    <Shell>
      <Rail>
        <Wordmark label={t('home')} />
        <PlaceLinks bar={false} label={t('app.navigation')} badges={badges} />
        <RailFoot>{userMenu?.('above')}</RailFoot>
      </Rail>
      <TopBar>
        <Wordmark label={t('home')} />
        {userMenu?.('below')}
      </TopBar>
      <Content>
        {children}
        <PlaceLinks bar label={t('app.tabBar')} badges={badges} />
      </Content>
    </Shell>
  );
}
