// The frame of the payout pages: heading, one line about it, and the pages (earnings, request, history) of the area the
// page is in — /app/payouts… or /profile/payouts… (spec §2 lists both) — and the competition (only under /profile).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { focusRing } from '../../../components/ui/focus-ring';
import { PageColumn } from '../../../components/ui/page-column';
import { pathSegments } from '../../../lib/layout/page-layout';
import { routes } from '../../../lib/routes/page-routes';

export type PayoutArea = 'app' | 'profile';

const Header = styled.header`
  h1 { margin: 0; font: 800 clamp(1.6rem, 4vw, 2.2rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const Pages = styled.nav`
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 4px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-x: auto; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
    &:hover { color: ${({ theme }) => theme.colors.ink}; }
    &:focus-visible { ${focusRing()} }
    &[aria-current='page'] { color: ${({ theme }) => theme.colors.brandBlue}; border-bottom-color: ${({ theme }) => theme.colors.brandBlue}; }
  }
`;

export function PayoutsFrame({ area, title, intro, children }: { area: PayoutArea; title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('payouts');
  const router = useRouter();
  const current = `/${pathSegments(router.asPath).join('/')}`;
  const pages = [
    { key: 'overview', href: routes.payouts(area) },
    { key: 'request', href: routes.payoutRequest(area) },
    { key: 'history', href: routes.payoutHistory(area) },
    { key: 'competition', href: routes.payoutCompetition() },
  ];
  return (
    <PageColumn $width="wide" $gap="20px">
      <PageMeta title={title} description={intro} noindex />
      <Header>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </Header>
      <Pages aria-label={t('pages.label')}>
        <ul>
          {pages.map((page) => (
            <li key={page.key}>
              <Link href={page.href} aria-current={current === page.href ? 'page' : undefined}>
                {t(`pages.${page.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Pages>
      {children}
    </PageColumn>
  );
}
