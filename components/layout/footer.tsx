// The footer: its columns of links (footer-columns.tsx, a static island: not hydrated, not in the first-load JS), the
// country and language menus (footer-menus.tsx, an interactive island: their code comes after the page has loaded,
// decision 053), the colour theme switch (an interactive island as well: the script before the first paint checks the
// visitor's choice in its kept markup, components/theme/theme-preference.ts) and the copyright line.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { unprefixedPath } from '../../lib/site/site';
import { ThemeSwitch as ServerThemeSwitch } from '../theme/theme-switch';
import { staticIsland } from '../static-island';
import { FooterColumns as ServerFooterColumns } from './footer-columns';
import { FooterMenus as ServerFooterMenus } from './footer-menus';

const FooterColumns = staticIsland(
  () => import('./footer-columns').then((module) => module.FooterColumns),
  typeof window === 'undefined' ? ServerFooterColumns : null,
);

const FooterMenus = staticIsland(
  () => import('./footer-menus').then((module) => module.FooterMenus),
  typeof window === 'undefined' ? ServerFooterMenus : null,
  { interactive: 'after-load' },
);

const ThemeSwitch = staticIsland(
  () => import('../theme/theme-switch').then((module) => module.ThemeSwitch),
  typeof window === 'undefined' ? ServerThemeSwitch : null,
  { interactive: 'after-load' },
);

const Wrapper = styled.footer`
  margin-top: clamp(48px, 8vw, 96px);
  padding: 48px clamp(20px, 5vw, 64px) 32px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.95rem;
`;

const Switchers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 1200px;
  margin: 32px auto 0;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  align-items: center;
  justify-content: space-between;
`;

const Row = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: flex-end;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const path = unprefixedPath(router.asPath);

  return (
    <Wrapper>
      <FooterColumns key={router.locale} />
      <Switchers>
        <Row>
          <FooterMenus path={path} locale={router.locale ?? 'en'} />
          <ThemeSwitch />
        </Row>
        <span>{t('copyright', { year: new Date().getFullYear() })}</span>
      </Switchers>
    </Wrapper>
  );
}
