// The know page's content, shared by /knows/{slug}-{uuid} and /app/knows/{slug}-{uuid}: header, pages (blurred where
// the viewer is not entitled), actions beside them (or in a sticky bottom bar on phones in the mobile revamp
// treatment), the first page's text and related knows. A know rendered for a visitor who turns out to be signed in
// (an access token renewed in the browser) is asked for again, so the pages open without a reload. A flashcard know
// shows its cards instead of pages (know-flashcards.tsx), asked for again in the same way. The whole view is the page's
// interactive island (know-view-island.tsx): none of it is in the page's first load, so the card list is imported
// here, not split off — a split part would render empty in the island's first client render and push the page down
// until its own code came (a layout shift of 0.09 on a flashcard know, Lighthouse).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import type { Breadcrumb, KnowDetail, KnowSearchVisit } from '../../../lib/contracts/know-page';
import { markSearchWords, searchWordsOf } from '../../../lib/knows/search-words';
import type { KnowSummary } from '../../../lib/contracts/knows';
import { useUser } from '../../auth';
import { useExperiment } from '../../experiments';
import { useKnow } from '../api/get-know';
import { useKnowFlashcards } from '../api/get-know-flashcards';
import { useKnowTracking } from '../lib/use-know-tracking';
import { KnowActions, useLikeControl } from './know-actions';
import { KnowBreadcrumbs, KnowHeader, KnowledgePath } from './know-header';
import { KnowFlashcardList } from './know-flashcards';
import { KnowPages } from './know-pages';
import { fade } from '../../../styles/colors';


const Wrap = styled.article`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(20px, 4vw, 40px) clamp(16px, 4vw, 40px) 64px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: 32px;
  align-items: start;
  margin-top: 28px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    margin-top: 20px;
  }
`;

const Side = styled.aside<{ $afterPagesOnMobile: boolean }>`
  position: sticky;
  top: calc(${({ theme }) => theme.navbarHeight}px + 16px);
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2 { margin: 0; font: 800 1rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
  ${({ theme }) => theme.media.mobile} {
    position: static;
    order: -1;
    padding: 0;
    border: 0;
    background: none;
    h2 { display: none; }
    ${({ $afterPagesOnMobile }) => ($afterPagesOnMobile ? 'order: 0;' : '')}
  }
`;

const MobileBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.floatingActionButton};
    margin: 20px calc(-1 * clamp(16px, 4vw, 40px)) -64px;
    padding: 10px 12px calc(10px + env(safe-area-inset-bottom));
    background: ${({ theme }) => fade(theme.colors.surface, 0.96)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 -8px 24px ${({ theme }) => fade(theme.colors.shadow, 0.08)};
  }
`;

const Section = styled.section`
  margin-top: 48px;
  h2 { margin: 0 0 16px; font: 800 1.4rem ${({ theme }) => theme.fonts.display}; color: ${({ theme }) => theme.colors.ink}; }
`;

const FirstPageText = styled.details`
  margin-top: 24px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  summary { cursor: pointer; font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 12px 0 0; white-space: pre-line; line-height: 1.6; color: ${({ theme }) => theme.colors.inkMuted}; }
  mark { padding: 0 2px; border-radius: 3px; background: ${({ theme }) => theme.colors.warningTint}; color: ${({ theme }) => theme.colors.ink}; font-weight: 600; }
`;

const BackToResults = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 12px;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandBlue};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export type KnowViewProps = {
  know: KnowDetail;
  related: KnowSummary[];
  crumbs: Breadcrumb[];
  viewerPath: string;
  /** The knower's profile page; null when there is none (a former member). */
  profilePath: string | null;
  /** A flashcard know's cards as the server rendered them for this viewer; null for any other know. */
  flashcards?: KnowFlashcards | null;
  /** The search that led here (spec §2 `query`) and where its results are. */
  search?: { visit: KnowSearchVisit; resultsHref: string } | null;
};

/** The first page's text with the search's words marked. */
function MarkedText({ text, words }: { text: string; words: string[] }) {
  return (
    <p>
      {markSearchWords(text, words).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}
    </p>
  );
}

/** The know as the browser's viewer may see it: the server's, or the one asked for again after a renewed sign-in. */
export function useViewerKnow(initial: KnowDetail): KnowDetail {
  const { data: user } = useUser();
  const refetch = Boolean(user) && !initial.viewer.isSignedIn;
  const { data } = useKnow(initial.uuid, { enabled: refetch });
  return refetch && data ? data : initial;
}

/** The cards as the browser's viewer may see them: the server's, or all of them once a blurred visitor is signed in. */
function useViewerFlashcards(knowUuid: string, initial: KnowFlashcards | null): KnowFlashcards | null {
  const { data: user } = useUser();
  const refetch = Boolean(user) && Boolean(initial?.isBlurred);
  const { data } = useKnowFlashcards(knowUuid, { enabled: refetch });
  return refetch && data ? data : initial;
}

export function KnowView({ know: initial, related, crumbs, viewerPath, profilePath, flashcards: initialFlashcards = null, search = null }: KnowViewProps) {
  const { t } = useTranslation('know');
  const know = useViewerKnow(initial);
  const flashcards = useViewerFlashcards(initial.uuid, initialFlashcards);
  const revamp = useExperiment('mobile_know_page_revamp') === 'treatment';
  const showUpdatedOn = useExperiment('know_header_updated_on') === 'treatment';
  const showKnowledgePath = useExperiment('knowledge_area_breadcrumbs') === 'treatment';
  const like = useLikeControl(know);
  useKnowTracking({ know, isPublic: know.isPublic });
  const words = search ? searchWordsOf(search.visit.query) : [];
  const firstPageMatches = markSearchWords(know.firstPageText, words).some((run) => run.match);

  return (
    <Wrap>
      {search ? (
        <BackToResults href={search.resultsHref} prefetch={false} data-testid="know-back-to-results">
          <span aria-hidden="true">←</span> {t('backToResults', { query: search.visit.query })}
        </BackToResults>
      ) : null}
      <KnowBreadcrumbs crumbs={crumbs} />
      {showKnowledgePath ? <KnowledgePath crumbs={know.knowledgeBreadcrumbs} /> : null}
      <KnowHeader know={know} showUpdatedOn={showUpdatedOn} profilePath={profilePath} cardCount={flashcards?.totalCount} />
      <Columns>
        <div>
          {flashcards ? <KnowFlashcardList know={know} flashcards={flashcards} /> : <KnowPages know={know} />}
          {know.firstPageText && !flashcards ? (
            <FirstPageText open={firstPageMatches} data-testid="know-first-page-text">
              <summary>{t('firstPageText')}</summary>
              <MarkedText text={know.firstPageText} words={words} />
            </FirstPageText>
          ) : null}
        </div>
        {/* In the mobile revamp a phone has like, save and share in the bottom bar: the panel, below the pages there,
            keeps the other actions (send in a chat, ask the AI, AI flashcards, the viewer), which the bar does not offer. */}
        <Side $afterPagesOnMobile={revamp} aria-labelledby="know-actions-title">
          <h2 id="know-actions-title">{t('actionsTitle')}</h2>
          <KnowActions know={know} like={like} viewerPath={viewerPath} barOnMobile={revamp} />
        </Side>
      </Columns>
      {related.length > 0 ? (
        <Section aria-labelledby="related-knows-title">
          <h2 id="related-knows-title">{t('related')}</h2>
          <KnowGrid>
            {related.map((summary) => (
              <li key={summary.uuid}>
                <KnowCard know={summary} />
              </li>
            ))}
          </KnowGrid>
        </Section>
      ) : null}
      {revamp ? (
        <MobileBar data-testid="know-mobile-bar">
          <KnowActions know={know} like={like} viewerPath={viewerPath} compact />
        </MobileBar>
      ) : null}
    </Wrap>
  );
}
