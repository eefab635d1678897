// /app/flashcards: the overview of the user's sets with today's cards, the study settings and the statistics; with
// ?knowUuid= the study of one set — its review, or Learn, Test or Match (&mode=) — with ?review=all today's reviews
// across sets. "New set" leads straight to the editor of a new set (/app/flashcards/new, issue 31). The study modes,
// the settings and the statistics load through `next/dynamic` when shown: the overview, the page's first view, does
// not carry their code (issue 29).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { track } from '../../../lib/analytics/track';
import { routes } from '../../../lib/routes/page-routes';
import { useUser } from '../../auth';
import { useFlashcardSets, useStudiedSets } from '../api/get-flashcard-sets';
import { FlashcardsOverview } from '../components/flashcards-overview';
import { StudyModePicker, STUDY_MODES, type StudyMode } from '../components/study-mode-picker';
import { PageColumn } from '../../../components/ui/page-column';

function Loading() {
  const { t } = useTranslation('flashcards');
  return <DelayedLoader label={t('loading')} />;
}
const loading = () => <Loading />;
const LearnMode = dynamic(() => import('../components/learn-mode').then((module) => module.LearnMode), { loading });
const TestMode = dynamic(() => import('../components/test-mode').then((module) => module.TestMode), { loading });
const MatchMode = dynamic(() => import('../components/match-mode').then((module) => module.MatchMode), { loading });
const ReviewSession = dynamic(() => import('../components/review-session').then((module) => module.ReviewSession), { loading });
const StudySettings = dynamic(() => import('../components/study-settings').then((module) => module.StudySettings), { loading });
const FlashcardStatistics = dynamic(() => import('../components/flashcard-statistics').then((module) => module.FlashcardStatistics), { loading });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Tab = 'today' | 'settings' | 'statistics';


const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; max-width: 60ch; }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-top: 20px;
`;

function SetTitle({ knowUuid }: { knowUuid: string }) {
  const { t } = useTranslation('flashcards');
  const known = useFlashcardSets();
  const listed = known.data?.find((set) => set.knowUuid === knowUuid);
  const [studied] = useStudiedSets(known.data && !listed ? [knowUuid] : []);
  const title = listed?.title ?? studied?.data?.title;
  return <h1>{title || t('review.setTitle')}</h1>;
}

export function FlashcardsPage() {
  const { t } = useTranslation('flashcards');
  const router = useRouter();
  const user = useUser();
  const knowUuid = typeof router.query.knowUuid === 'string' && UUID.test(router.query.knowUuid) ? router.query.knowUuid : undefined;
  const reviewAll = router.query.review === 'all';
  const tab: Tab = router.query.tab === 'settings' || router.query.tab === 'statistics' ? router.query.tab : 'today';
  const mode: StudyMode = knowUuid ? (STUDY_MODES.find((item) => item === router.query.mode) ?? 'review') : 'review';
  const studying = Boolean(knowUuid) || reviewAll;

  useEffect(() => {
    track('flashcards_opened', knowUuid ? { know: { knowUuid, format: 'FLASHCARDS' }, value: 'set' } : { value: reviewAll ? 'all' : 'overview' });
  }, [knowUuid, reviewAll]);

  function chooseTab(next: Tab) {
    void router.replace(routes.flashcards(next === 'today' ? {} : { tab: next }), undefined, { shallow: true, scroll: false });
  }

  const userUuid = user.data?.uuid;
  return (
    <PageColumn $width="narrow">
      <PageMeta title={t('title')} noindex />
      {studying ? (
        <>
          <Header>
            <Link href={routes.flashcards()}>{t('review.backToOverview')}</Link>
            {knowUuid ? <SetTitle knowUuid={knowUuid} /> : <h1>{t('review.allTitle')}</h1>}
            {knowUuid ? <StudyModePicker knowUuid={knowUuid} mode={mode} /> : null}
          </Header>
          {knowUuid && mode === 'learn' ? (
            <LearnMode key={knowUuid} knowUuid={knowUuid} />
          ) : knowUuid && mode === 'test' ? (
            <TestMode key={knowUuid} knowUuid={knowUuid} />
          ) : knowUuid && mode === 'match' ? (
            <MatchMode key={knowUuid} knowUuid={knowUuid} />
          ) : userUuid ? (
            <ReviewSession key={`${userUuid}:${knowUuid ?? 'all'}`} userUuid={userUuid} knowUuid={knowUuid} />
          ) : (
            <DelayedLoader label={t('loading')} />
          )}
        </>
      ) : (
        <>
          <Header>
            <TitleRow>
              <h1>{t('title')}</h1>
              <ButtonLink href={routes.newFlashcardSet()} data-testid="new-flashcard-set">
                {t('overview.newSet')}
              </ButtonLink>
            </TitleRow>
            <p>{t('intro')}</p>
          </Header>
          <Tabs
            label={t('tabs.label')}
            items={[
              { value: 'today', label: t('tabs.today') },
              { value: 'settings', label: t('tabs.settings') },
              { value: 'statistics', label: t('tabs.statistics') },
            ]}
            value={tab}
            onChange={chooseTab}
          >
            <Panel>{tab === 'settings' ? <StudySettings /> : tab === 'statistics' ? <FlashcardStatistics /> : <FlashcardsOverview />}</Panel>
          </Tabs>
        </>
      )}
    </PageColumn>
  );
}
