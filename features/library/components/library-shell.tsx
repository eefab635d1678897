// The frame of the library pages: title, intro, and the way between the library and its synced list.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';


const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  a {
    padding: 8px 16px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.ink}; border-color: ${({ theme }) => theme.colors.ink}; color: ${({ theme }) => theme.colors.surface}; }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font: 800 1.3rem ${({ theme }) => theme.fonts.display};
`;

export function LibraryShell({ title, intro, actions, children }: { title: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('library');
  const { pathname } = useRouter();
  const tabs = [
    { href: routes.library(), label: t('title'), current: pathname === routes.library() },
    { href: routes.librarySynced(), label: t('page.syncedTitle'), current: pathname === routes.librarySynced() },
  ];
  return (
    <PageColumn $gap="28px">
      <Header>
        <Tabs aria-label={t('title')}>
          {tabs.map((tab) => (
            <Link key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          ))}
        </Tabs>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {actions}
      </Header>
      {children}
    </PageColumn>
  );
}
