// The frame around every page, chosen by the layout rules of spec §2 from the path: navbar (special, standard or
// hidden), page margin, footer.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageLayoutFor } from '../../lib/layout/page-layout';
import { Footer } from './footer';
import { Navbar } from './navbar';

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -60px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
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

export function SiteLayout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const router = useRouter();
  const { t } = useTranslation('shell');
  const layout = pageLayoutFor(router.asPath);
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {layout.navbar === 'hidden' ? null : <Navbar variant={layout.navbar} account={account} />}
      <Main id="main" $margin={layout.pageMargin}>
        {children}
      </Main>
      {layout.footer ? <Footer /> : null}
    </>
  );
}
