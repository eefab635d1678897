// /knows/{slug}-{uuid}/view: the know's pages full screen, one at a time — arrow keys or buttons to turn, a page
// counter, Escape or the close button back to the know page. The same blur as on the know page. It is the shared
// modal dialog, full screen (the page under it is inert), and dark in both themes: its subtree carries the dark
// colour tokens.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { Dialog } from '../../../components/ui/dialog';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { useViewerKnow } from '../components/know-view';
import { SignUpCta } from '../components/sign-up-cta';
import { useKnowTracking } from '../lib/use-know-tracking';
import { DARK_SUBTREE_CSS } from '../../../styles/color-scheme';
import { fade } from '../../../styles/colors';

const Screen = styled(Dialog)`
  ${DARK_SUBTREE_CSS}
  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  h1 { flex: 1; margin: 0; font: 800 1rem ${({ theme }) => theme.fonts.display}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => fade(theme.colors.ink, 0.12)};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => fade(theme.colors.ink, 0.22)}; }
  &:disabled { opacity: 0.35; cursor: default; }
`;

const CloseLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => fade(theme.colors.ink, 0.12)};
  color: ${({ theme }) => theme.colors.ink};
`;

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px 16px;
  min-height: 0;
  img { max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; background: ${({ theme }) => theme.colors.paper}; border-radius: 6px; }
`;

const Blurred = styled.img`
  filter: blur(14px);
`;

const CtaOver = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 16px;
  color: ${({ theme }) => theme.colors.ink};
`;

const Bottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 20px;
  padding: 12px 16px 20px;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

function Arrow({ direction }: { direction: 'left' | 'right' | 'close' }) {
  const d = direction === 'left' ? 'M15 5l-7 7 7 7' : direction === 'right' ? 'M9 5l7 7-7 7' : 'M6 6l12 12M18 6L6 18';
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function KnowViewerPage({ know: initial }: { know: KnowDetail }) {
  const { t } = useTranslation('know');
  const router = useRouter();
  const know = useViewerKnow(initial);
  const count = know.pages.length;
  const [index, setIndex] = useState(0);
  const page = know.pages[index];
  useKnowTracking({ know, isPublic: know.isPublic });

  const go = useCallback((step: number) => setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(count - 1, 0))), [count]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <Screen look="fullScreen" labelledBy="know-viewer-title" onClose={() => void router.push(know.path)}>
      <PageMeta title={know.title} canonicalPath={know.path} noindex />
      <Top>
        <h1 id="know-viewer-title">{know.title}</h1>
        <CloseLink href={know.path} prefetch={false} aria-label={t('viewer.close')} data-testid="know-viewer-close">
          <Arrow direction="close" />
        </CloseLink>
      </Top>
      <Stage>
        {page ? (
          page.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own API serves the page already sized as WebP
            <img key={page.number} src={page.imageUrl} alt={t('pageAlt', { number: page.number, title: know.title })} width={page.width} height={page.height} />
          ) : (
            <>
              <Blurred key={page.number} src={page.previewUrl} alt="" width={page.width} height={page.height} />
              <CtaOver>
                <SignUpCta pageCount={count} knowPath={know.path} />
              </CtaOver>
            </>
          )
        ) : null}
      </Stage>
      <Bottom>
        <RoundButton type="button" onClick={() => go(-1)} disabled={index === 0} aria-label={t('viewer.previous')}>
          <Arrow direction="left" />
        </RoundButton>
        <span aria-live="polite" data-testid="know-viewer-counter">
          {t('viewer.counter', { number: Math.min(index + 1, count), count })}
        </span>
        <RoundButton type="button" onClick={() => go(1)} disabled={index >= count - 1} aria-label={t('viewer.next')}>
          <Arrow direction="right" />
        </RoundButton>
      </Bottom>
    </Screen>
  );
}
