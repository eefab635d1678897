// What one can do with a know: like it (signed in; the state changes at once and goes back if the call fails) — or,
// for its knower, edit it (nobody likes their own know) —, save it
// to a library folder, share it (the system share sheet, else the link copied) with the share attribution, and open
// the full-screen viewer. `compact` is the sticky bottom bar of the mobile revamp experiment.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '../../../components/link';
import { useSite } from '../../../components/site-context';
import { track } from '../../../lib/analytics/track';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { useUser } from '../../auth';
import { SaveToLibraryButton } from '../../library';
import { useSetKnowLike } from '../api/like-know';
import { knowShareUrl } from '../lib/share-link';
import { routes } from '../../../lib/routes/page-routes';

const Bar = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  > * { justify-content: center; }
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

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: 44px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 700 0.95rem ${({ theme }) => theme.fonts.body};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover { border-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const ActionButton = styled.button<{ $active?: boolean }>`
  ${pill}
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.danger};
      color: ${theme.colors.danger};
      background: ${theme.colors.dangerTint};
    `}
`;

const ActionLink = styled(Link)`
  ${pill}
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
    track(liked ? 'know_liked' : 'know_unliked', { know: { knowUuid: know.uuid, ...(know.subjects[0] ? { subjectId: know.subjects[0].id } : {}), format: know.knowFormat } });
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
      <ActionLink href={routes.signIn({ redirect: router.asPath })} prefetch={false}>
        <HeartIcon filled={false} />
        {/* The visible count is part of the name (WCAG 2.5.3, label in name): "Sign in to like this know: 376". */}
        <span className="visually-hidden">{t('likeSignIn')}: </span>
        <Count>{like.likeCount}</Count>
      </ActionLink>
    );
  }
  return (
    <ActionButton type="button" $active={like.liked} aria-pressed={like.liked} onClick={like.toggle} data-testid="know-like">
      <HeartIcon filled={like.liked} />
      <span>{like.liked ? t('liked') : t('like')}</span>
      <Count data-testid="know-like-count">{like.likeCount}</Count>
    </ActionButton>
  );
}

function ShareButton({ know }: { know: KnowDetail }) {
  const { t } = useTranslation('know');
  const site = useSite();
  const { data: user } = useUser();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = knowShareUrl({ origin: site?.origin ?? window.location.origin, path: know.path, userUuid: user?.uuid ?? null });
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
    track('know_shared', { value: method, know: { knowUuid: know.uuid, format: know.knowFormat } });
  };
  return (
    <ActionButton type="button" onClick={() => void share()}>
      <ShareIcon />
      <span>{copied ? t('linkCopied') : t('share')}</span>
      <Status role="status">{copied ? t('linkCopied') : ''}</Status>
    </ActionButton>
  );
}

export function KnowActions({ know, like, viewerPath, compact = false }: { know: KnowDetail; like: LikeControl; viewerPath: string; compact?: boolean }) {
  const { t } = useTranslation('know');
  return (
    <Bar $compact={compact} role="group" aria-label={t('actions')}>
      {know.viewer.isOwner ? (
        <ActionLink href={routes.editKnow(know.uuid)} prefetch={false}>
          <PencilIcon />
          {t('edit')}
        </ActionLink>
      ) : (
        <LikeButton like={like} />
      )}
      <SaveToLibraryButton knowUuid={know.uuid} savedFolderUuid={know.viewer.isSaved ? know.viewer.savedFolderUuid : undefined} />
      <ShareButton know={know} />
      {compact ? null : (
        <ActionLink href={viewerPath} prefetch={false}>
          <ExpandIcon />
          {t('openViewer')}
        </ActionLink>
      )}
    </Bar>
  );
}
