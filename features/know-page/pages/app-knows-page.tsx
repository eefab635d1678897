// /app/knows: the knows the signed-in user liked, the latest first.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import type { KnowSummary } from '../../../lib/contracts/knows';
import { useRenderAgainWhenSignedIn } from '../lib/use-render-again-when-signed-in';
import { routes } from '../../../lib/routes/page-routes';

export const AppSection = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  h1 { margin: 0 0 6px; font: 900 clamp(1.7rem, 4vw, 2.3rem) ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
  h2 { margin: 28px 0 14px; font: 800 1.25rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
`;

export function AppKnowsPage({ liked }: { liked: KnowSummary[] | null }) {
  const { t } = useTranslation('know');
  useRenderAgainWhenSignedIn(liked !== null);
  return (
    <AppSection>
      <PageMeta title={t('app.title')} noindex />
      <h1>{t('app.title')}</h1>
      <h2>{t('app.liked')}</h2>
      {liked && liked.length > 0 ? (
        <KnowGrid>
          {liked.map((know) => (
            <li key={know.uuid}>
              <KnowCard know={{ ...know, path: routes.appKnow(know) }} />
            </li>
          ))}
        </KnowGrid>
      ) : liked ? (
        <EmptyState title={t('app.empty')} action={<ButtonLink href={routes.subjects()} size="sm">{t('app.browse')}</ButtonLink>} />
      ) : null}
    </AppSection>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
AppKnowsPage.fetchesInBrowser = false;
