// The navigation bar (70 px): special on landing-style pages, standard elsewhere; under 750 px its links fold
// into a menu that expands over the page.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';
import { NavLink, SignUpLink } from './nav-links';
import { useSite } from '../site-context';
import { Wordmark } from './wordmark';

const Bar = styled.header<{ $special: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navigationBar};
  height: ${({ theme }) => theme.navbarHeight}px;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 0 clamp(16px, 4vw, 56px);
  background: ${({ $special }) => ($special ? 'rgba(255, 255, 255, 0.92)' : '#fff')};
  backdrop-filter: saturate(1.6) blur(12px);
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
    background: #fff;
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
  const site = useSite();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(router.asPath);
  if (open && openedAt !== router.asPath) setOpen(false);

  return (
    <Bar $special={variant === 'special'}>
      <Wordmark label={t('home')} />
      <MenuButton
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
        <NavLink href="/knows/search">{t('searchKnows')}</NavLink>
        <NavLink href="/subjects">{t('subjects')}</NavLink>
        <NavLink href="/university">{t('university')}</NavLink>
        {site?.features.proPlanAvailable ? <NavLink href="/pro-plan">{t('proPlan')}</NavLink> : null}
        <Spacer />
        {account ?? (
          <>
            <NavLink href="/auth/signin">{t('signIn')}</NavLink>
            <SignUpLink href="/auth/signup">{t('signUp')}</SignUpLink>
          </>
        )}
      </Links>
    </Bar>
  );
}
