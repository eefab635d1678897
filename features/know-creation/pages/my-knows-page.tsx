// /knows: the signed-in knower's knows by status — published, in review, drafts, rejected (with the reason) — with
// the counts of GET knowers/{id}/knows/status-stats, and the congratulations dialog after publishing
// (?showKnowUploadedCongratulationsDialog=true&knowUuid=…, ?wasFlashcardKnowUpload=true): it says what became of the
// know (published, still in review, or rejected and why), and the address loses its parameters at once, so that a
// reload does not show it again.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { isUuid } from '../../../lib/contracts/forms';
import type { KnowStatus, KnowStatusStats } from '../../../lib/contracts/know-creation';
import { useUser } from '../../auth';
import { useKnowDraft } from '../api/get-know-draft';
import { useOwnKnows } from '../api/get-own-knows';
import { useStatusStats } from '../api/get-status-stats';
import { CongratulationsDialog } from '../components/congratulations-dialog';
import { CreationWrap } from '../components/creation-layout';
import { OwnKnowItem } from '../components/own-know-item';
import { firstValue, IMPORT_FLASHCARDS_PATH, uploadPath } from '../lib/creation-paths';

const TABS: { status: KnowStatus; stat: keyof KnowStatusStats; key: string }[] = [
  { status: 'PUBLISHED', stat: 'published', key: 'tabPublished' },
  { status: 'IN_REVIEW', stat: 'inReview', key: 'tabInReview' },
  { status: 'DRAFT', stat: 'draft', key: 'tabDrafts' },
  { status: 'REJECTED', stat: 'rejected', key: 'tabRejected' },
];

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

function initialTab(stats: KnowStatusStats | undefined, afterPublishing: boolean): KnowStatus {
  if (afterPublishing && (stats?.inReview ?? 0) > 0) return 'IN_REVIEW';
  return TABS.find((tab) => (stats?.[tab.stat] ?? 0) > 0)?.status ?? 'PUBLISHED';
}

export function MyKnowsPage() {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const { data: user } = useUser();
  const stats = useStatusStats(user?.knowerUuid);
  const afterPublishing = firstValue(router.query.showKnowUploadedCongratulationsDialog) === 'true';
  const [chosen, setChosen] = useState<KnowStatus | null>(null);
  const [celebration, setCelebration] = useState<{ knowUuid?: string; flashcards: boolean } | null>(null);
  const [celebrationSeen, setCelebrationSeen] = useState(false);
  if (afterPublishing && !celebrationSeen) {
    // Taken from the address once, while rendering (React's pattern for state that follows a prop).
    const uuid = firstValue(router.query.knowUuid);
    setCelebrationSeen(true);
    setCelebration({ knowUuid: uuid && isUuid(uuid) ? uuid : undefined, flashcards: firstValue(router.query.wasFlashcardKnowUpload) === 'true' });
  }
  const statsReady = !user?.knowerUuid || stats.data !== undefined;
  const tab = chosen ?? initialTab(stats.data, afterPublishing || celebration !== null);
  const knows = useOwnKnows(tab, Boolean(user) && statsReady);
  const published = useKnowDraft(celebration?.knowUuid);

  // The dialog lives in the page's state; the address loses its parameters at once, so a reload shows no dialog.
  useEffect(() => {
    if (!afterPublishing) return;
    const { showKnowUploadedCongratulationsDialog: _shown, wasFlashcardKnowUpload: _flashcards, knowUuid: _know, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
  }, [afterPublishing, router]);

  return (
    <CreationWrap>
      <PageMeta title={t('myKnowsTitle')} noindex />
      <Header>
        <h1>{t('myKnowsTitle')}</h1>
        <HeaderActions>
          <ButtonLink href={IMPORT_FLASHCARDS_PATH} variant="outline">{t('flashcards.entryLink')}</ButtonLink>
          <ButtonLink href={uploadPath('site')}>{t('uploadKnow')}</ButtonLink>
        </HeaderActions>
      </Header>
      <Tabs label={t('myKnowsTitle')} value={tab} onChange={setChosen} busy={knows.isPending}
        items={TABS.map((item) => ({ value: item.status, label: `${t(item.key)} (${stats.data?.[item.stat] ?? 0})` }))}>
        {!user || knows.isPending ? (
          <DelayedLoader label={t('loading')} />
        ) : (knows.data?.knows.length ?? 0) === 0 ? (
          <EmptyState title={t(`empty.${tab}`)} />
        ) : (
          <List>
            {knows.data!.knows.map((know) => (
              <OwnKnowItem key={know.uuid} know={know} />
            ))}
          </List>
        )}
      </Tabs>
      {celebration ? <CongratulationsDialog wasFlashcardUpload={celebration.flashcards} know={published.data} onClose={() => setCelebration(null)} /> : null}
    </CreationWrap>
  );
}
