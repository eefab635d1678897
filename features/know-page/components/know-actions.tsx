// What one can do with a know: like it (signed in; the state changes at once and goes back if the call fails) — or,
// for its knower, edit it (nobody likes their own know) —, save it
// to a library folder, share it (the system share sheet, else the link copied) with the share attribution, and open
// the full-screen viewer, ask the AI about it or have it made into flashcards. `compact` is the sticky bottom bar of the mobile revamp experiment,
// which offers like, save and share only: on a phone the panel beside the pages still offers the rest (the AI among them).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useSite } from '../../../components/site-context';
import { Button, ButtonLink } from '../../../components/ui/button';
import { knowAnalyticsPart } from '../../../lib/analytics/know-part';
import { track } from '../../../lib/analytics/track';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { useUser } from '../../auth';
import { SaveToLibraryButton } from '../../library';
import { useSetKnowLike } from '../api/like-know';
import { AiFlashcardsButton } from './ai-flashcards-button';
import { knowShareUrl } from '../lib/share-link';
import { routes } from '../../../lib/routes/page-routes';

const Bar = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  > * { justify-content: center; white-space: nowrap; }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
  }
  ${({ $compact }) =>
    $compact &&
    css`
      flex-direction: row;
      flex-wrap: nowrap;
      > * { flex: 1 1 0; min-width: 0; padding: 0 10px; }
      ${({ theme }) => theme.media.mobile} {
        flex-wrap: nowrap;
      }
    `}
`;

/** The like, save and share actions, left out on a phone where the mobile bar already offers them (the revamp
 *  experiment): the rest of the panel — send in a chat, ask the AI, AI flashcards, the viewer — stays. */
const BarActions = styled.span`
  display: contents;
  > * { justify-content: center; white-space: nowrap; }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  color: inherit;
  opacity: 0.85;
`;

const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.5 1.1 4.3 2.5h1.6c.8-1.4 2.3-2.5 4.3-2.5 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SparkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function ExpandIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export type LikeControl = { liked: boolean; likeCount: number; toggle: () => void };

/** The like state of the page, shared by every like button on it (side panel and mobile bar). */
export function useLikeControl(know: KnowDetail): LikeControl {
  const [state, setState] = useState({ liked: know.viewer.isLiked, likeCount: know.likeCount });
  const [synced, setSynced] = useState(know);
  if (synced !== know) {
    // Another render of the know (asked for again after a renewed sign-in): its state is the truth.
    setSynced(know);
    setState({ liked: know.viewer.isLiked, likeCount: know.likeCount });
  }
  const mutation = useSetKnowLike(know.uuid, {
    onSettled: (result, liked) => {
      if (result) setState(result);
      else setState((current) => ({ liked: !liked, likeCount: Math.max(0, current.likeCount + (liked ? -1 : 1)) }));
    },
  });
  const toggle = () => {
    const liked = !state.liked;
    setState((current) => ({ liked, likeCount: Math.max(0, current.likeCount + (liked ? 1 : -1)) }));
    track(liked ? 'know_liked' : 'know_unliked', { know: knowAnalyticsPart(know) });
    mutation.mutate(liked);
  };
  return { ...state, toggle };
}

function LikeButton({ like }: { like: LikeControl }) {
  const { t } = useTranslation('know');
  const router = useRouter();
  const { data: user } = useUser();
  if (!user) {
    return (
      <ButtonLink href={routes.signIn({ redirect: router.asPath })} prefetch={false} variant="outline" size="sm">
        <HeartIcon filled={false} />
        {/* The visible count is part of the name (WCAG 2.5.3, label in name): "Sign in to like this know: 376". */}
        <span className="visually-hidden">{t('likeSignIn')}: </span>
        <Count>{like.likeCount}</Count>
      </ButtonLink>
    );
  }
  return (
    // A liked know's button is drawn in the danger red of the heart.
    <Button variant={like.liked ? 'danger' : 'outline'} size="sm" aria-pressed={like.liked} onClick={like.toggle} data-testid="know-like">
      <HeartIcon filled={like.liked} />
      <span>{like.liked ? t('liked') : t('like')}</span>
      <Count data-testid="know-like-count">{like.likeCount}</Count>
    </Button>
  );
}

function ShareButton({ know }: { know: KnowDetail }) {
  const { t } = useTranslation('know');
  const site = useSite();
  const { data: user } = useUser();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = knowShareUrl({ origin: site?.origin ?? window.location.origin, path: know.path, shareId: user?.shareId ?? null });
    let method = 'copy';
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: know.title, url });
        method = 'share_sheet';
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        await navigator.clipboard?.writeText(url);
      }
    } else {
      await navigator.clipboard?.writeText(url);
    }
    if (method === 'copy') {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    }
    track('know_shared', { value: method, know: knowAnalyticsPart(know) });
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <ShareIcon />
      <span>{copied ? t('linkCopied') : t('share')}</span>
      <Status role="status">{copied ? t('linkCopied') : ''}</Status>
    </Button>
  );
}

/** `barOnMobile`: a phone shows the like, save and share actions in the mobile bar, so this panel leaves them out there
 *  (and keeps the others, which the bar does not have). */
export function KnowActions({ know, like, viewerPath, compact = false, barOnMobile = false }: { know: KnowDetail; like: LikeControl; viewerPath: string; compact?: boolean; barOnMobile?: boolean }) {
  const { t } = useTranslation('know');
  const barActions = (
    <>
      {know.viewer.isOwner ? (
        <ButtonLink href={routes.editKnow(know.uuid)} prefetch={false} variant="outline" size="sm">
          <PencilIcon />
          {t('edit')}
        </ButtonLink>
      ) : (
        <LikeButton like={like} />
      )}
      <SaveToLibraryButton knowUuid={know.uuid} know={know} savedFolderUuid={know.viewer.isSaved ? know.viewer.savedFolderUuid : undefined} />
      <ShareButton know={know} />
    </>
  );
  return (
    <Bar $compact={compact} role="group" aria-label={t('actions')}>
      {barOnMobile ? <BarActions data-testid="know-bar-actions">{barActions}</BarActions> : barActions}
      {compact ? null : (
        // Shares the know as a card in one of the viewer's chats (issue 21): /chat asks which one.
        <ButtonLink href={routes.chats({ knowUuid: know.uuid })} prefetch={false} variant="outline" size="sm" data-testid="know-send-in-chat">
          {t('sendInChat')}
        </ButtonLink>
      )}
      {compact ? null : (
        // A new AI chat with this know attached (a visitor signs in first and comes back to it).
        <ButtonLink href={routes.aiChat({ knowUuid: know.uuid })} prefetch={false} variant="outline" size="sm" data-testid="know-ask-ai">
          <SparkIcon />
          {t('askAi')}
        </ButtonLink>
      )}
      {compact ? null : <AiFlashcardsButton know={know} />}
      {compact ? null : (
        <ButtonLink href={viewerPath} prefetch={false} variant="outline" size="sm">
          <ExpandIcon />
          {t('openViewer')}
        </ButtonLink>
      )}
    </Bar>
  );
}
