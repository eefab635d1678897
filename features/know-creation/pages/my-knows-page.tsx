// /knows: the signed-in knower's knows by status — published, in review, drafts, rejected (with the reason) — with
// the counts of GET knowers/{id}/knows/status-stats, and the congratulations dialog after publishing
// (?showKnowUploadedCongratulationsDialog=true&knowUuid=…, ?wasFlashcardKnowUpload=true): it says what became of the
// know (published, still in review, or rejected and why), and the address loses its parameters at once, so that a
// reload does not show it again.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { isUuid } from '../../../lib/contracts/forms';
import type { KnowStatus, KnowStatusStats } from '../../../lib/contracts/know-creation';
import { useUser } from '../../auth';
import { useKnowDraft } from '../api/get-know-draft';
import { useOwnKnows } from '../api/get-own-knows';
import { useStatusStats } from '../api/get-status-stats';
import { CongratulationsDialog } from '../components/congratulations-dialog';
import { CreationWrap } from '../components/creation-layout';
import { OwnKnowItem } from '../components/own-know-item';
import { firstValue, uploadPath } from '../lib/creation-paths';

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

const UploadLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 700;
  text-decoration: none;
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: 700 0.95rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  &[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandBlue}; border-bottom-color: ${({ theme }) => theme.colors.brandBlue}; }
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

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((item) => item.status === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setChosen(next.status);
    document.getElementById(`knows-tab-${next.status}`)?.focus();
  }

  return (
    <CreationWrap>
      <PageMeta title={t('myKnowsTitle')} noindex />
      <Header>
        <h1>{t('myKnowsTitle')}</h1>
        <UploadLink href={uploadPath('site')}>{t('uploadKnow')}</UploadLink>
      </Header>
      <TabList role="tablist" aria-label={t('myKnowsTitle')} onKeyDown={keyDown}>
        {TABS.map((item) => (
          <Tab key={item.status} id={`knows-tab-${item.status}`} type="button" role="tab" aria-selected={tab === item.status} aria-controls="knows-panel"
            tabIndex={tab === item.status ? 0 : -1} onClick={() => setChosen(item.status)}>
            {t(item.key)} ({stats.data?.[item.stat] ?? 0})
          </Tab>
        ))}
      </TabList>
      <div id="knows-panel" role="tabpanel" aria-labelledby={`knows-tab-${tab}`} aria-busy={knows.isPending}>
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
      </div>
      {celebration ? <CongratulationsDialog wasFlashcardUpload={celebration.flashcards} know={published.data} onClose={() => setCelebration(null)} /> : null}
    </CreationWrap>
  );
}
