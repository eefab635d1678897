// /app/feeds: the signed-in user's feed — a row per section, and a nudge to onboarding while it is not personalised.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { useFeed } from '../api/get-feed';
import { FeedRow } from '../components/feed-row';
import { PageColumn } from '../../../components/ui/page-column';
import { routes } from '../../../lib/routes/page-routes';

const Main = styled(PageColumn).attrs({ $gap: 'clamp(28px, 4vw, 44px)' })`
  > header h1 { margin: 0 0 8px; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; }
  > header p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Nudge = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  padding: 18px 22px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; }
  a { padding: 10px 20px; border-radius: ${({ theme }) => theme.radii.pill}px; background: ${({ theme }) => theme.colors.brandBlue}; color: ${({ theme }) => theme.colors.onBrand}; font-weight: 700; text-decoration: none; }
`;

export function FeedPage() {
  const { t } = useTranslation('catalogue');
  const feed = useFeed();
  return (
    <Main>
      <PageMeta title={t('feed.title')} noindex />
      <header>
        <h1>{t('feed.title')}</h1>
        <p>{t('feed.intro')}</p>
      </header>
      {feed.data && !feed.data.personalised ? (
        <Nudge>
          <p>{t('feed.onboardingHint')}</p>
          <Link href={routes.onboarding({ redirect: routes.feed() })}>{t('feed.onboardingAction')}</Link>
        </Nudge>
      ) : null}
      {feed.isPending ? <DelayedLoader label={t('feed.loading')} /> : null}
      {feed.data?.sections.length === 0 ? <EmptyState title={t('feed.emptyTitle')} text={t('feed.emptyText')} /> : null}
      {feed.data?.sections.some((section) => section.kind === 'subject') ? (
        <p>
          <Link href={routes.appSubjectKnows()} data-testid="feed-subject-knows">
            {t('feed.subjectKnows')}
          </Link>
        </p>
      ) : null}
      {feed.data?.sections.map((section) => <FeedRow key={section.key} section={section} />)}
    </Main>
  );
}
