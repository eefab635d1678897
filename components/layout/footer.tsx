// The footer: its columns of links (footer-columns.tsx, a static island: not hydrated, not in the first-load JS), and
// the country and language switchers with the colour theme switch (footer-switchers.tsx, an interactive island: its
// code comes after the page has loaded, decision 053).
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { unprefixedPath } from '../../lib/site/site';
import { staticIsland } from '../static-island';
import { FooterColumns as ServerFooterColumns } from './footer-columns';
import { FooterSwitchers as ServerFooterSwitchers } from './footer-switchers';

const FooterColumns = staticIsland(
  () => import('./footer-columns').then((module) => module.FooterColumns),
  typeof window === 'undefined' ? ServerFooterColumns : null,
);

const FooterSwitchers = staticIsland(
  () => import('./footer-switchers').then((module) => module.FooterSwitchers),
  typeof window === 'undefined' ? ServerFooterSwitchers : null,
  { interactive: 'after-load' },
);

const Wrapper = styled.footer`
  margin-top: clamp(48px, 8vw, 96px);
  padding: 48px clamp(20px, 5vw, 64px) 32px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.95rem;
`;

export function Footer() {
  const router = useRouter();
  const path = unprefixedPath(router.asPath);

  return (
    <Wrapper>
      <FooterColumns key={router.locale} />
      <FooterSwitchers path={path} locale={router.locale ?? 'en'} />
    </Wrapper>
  );
}
