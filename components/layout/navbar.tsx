// The navigation bar (70 px): special on landing-style pages, standard elsewhere; under 750 px its links fold
// into a menu that expands over the whole page: focus stays in it and the page under it does not scroll; Escape, a
// tap outside or following a link closes it. The bar's frosted glass is
// painted by a pseudo-element: a backdrop-filter on the bar itself would make it the containing block of the fixed
// menu and shrink the open menu to a 70-pixel strip. Links only to pages that exist: university and pro plan join when
// they are built.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import { NavLink, SignUpLink } from './nav-links';
import { useOverlay } from '../hooks/use-overlay';
import { Wordmark } from './wordmark';
import { routes } from '../../lib/routes/page-routes';
import { fade } from '../../styles/colors';

const Bar = styled.header<{ $special: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navigationBar};
  height: ${({ theme }) => theme.navbarHeight}px;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 0 clamp(16px, 4vw, 56px);
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ $special, theme }) => ($special ? fade(theme.colors.surface, 0.92) : theme.colors.surface)};
    backdrop-filter: saturate(1.6) blur(12px);
  }
  ${({ $special, theme }) => !$special && css`border-bottom: 1px solid ${theme.colors.border};`}
`;

const Links = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: 1;
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: ${({ theme }) => theme.navbarHeight}px 0 0 0;
    z-index: ${({ theme }) => theme.zIndex.mobileExpandedNavigation};
    flex-direction: column;
    align-items: stretch;
    padding: 24px 20px;
    background: ${({ theme }) => theme.colors.surface};
    overflow-y: auto;
  }
`;

const Spacer = styled.span`
  flex: 1;
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  ${({ theme }) => theme.media.mobile} { display: grid; place-items: center; }
`;

/** `account` is the signed-in user's menu (from the auth feature); without it the sign-in and sign-up links show. */
export function Navbar({ variant, account }: { variant: 'special' | 'standard'; account?: ReactNode }) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(router.asPath);
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  if (open && openedAt !== router.asPath) setOpen(false);
  const close = useCallback(() => setOpen(false), []);
  useOverlay({ open, onClose: close, container: bar, returnFocus: menuButton, trapFocus: true, lockScroll: true });

  return (
    <Bar ref={bar} $special={variant === 'special'}>
      <Wordmark label={t('home')} />
      <MenuButton
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls="main-navigation"
        aria-label={open ? t('closeMenu') : t('openMenu')}
        onClick={() => {
          setOpenedAt(router.asPath);
          setOpen(!open);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </MenuButton>
      <Links id="main-navigation" aria-label={t('mainNavigation')} $open={open}>
        <NavLink href={routes.knowSearch()}>{t('searchKnows')}</NavLink>
        <NavLink href={routes.subjects()}>{t('subjects')}</NavLink>
        <Spacer />
        {account ?? (
          <>
            <NavLink href={routes.signIn()}>{t('signIn')}</NavLink>
            <SignUpLink href={routes.signUp()}>{t('signUp')}</SignUpLink>
          </>
        )}
      </Links>
    </Bar>
  );
}
