// The know's pages, one under the other, each at its own aspect ratio (no layout shift): full images where the viewer
// is entitled, and for the rest the small blurred preview scaled up under a CSS blur, with the sign-up call to action
// kept in view while the blurred pages scroll by.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { KnowDetail } from '../../../lib/contracts/know-page';
import { knowPageAnchor } from '../../../lib/knows/paths';
import { knowPageImageSrcSet } from '../../../lib/knows/image-urls';
import { BREAKPOINTS } from '../../../config/ui';
import { SignUpCta } from './sign-up-cta';
import { fade } from '../../../styles/colors';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Sheet = styled.li`
  position: relative;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: 0 10px 30px ${({ theme }) => fade(theme.colors.shadow, 0.08)};
  overflow: hidden;
  /* A link to one page (an AI citation: #page-n) stops below the sticky navbar. */
  scroll-margin-top: calc(${({ theme }) => theme.navbarHeight}px + 16px);
  img { display: block; width: 100%; height: auto; }
`;

const BlurredImage = styled.img`
  filter: blur(14px) saturate(0.9);
  transform: scale(1.08);
`;

const PageNumber = styled.span`
  position: absolute;
  right: 12px;
  bottom: 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => fade(theme.colors.overlay, 0.72)};
  color: ${({ theme }) => theme.colors.onHero};
  font-size: 0.75rem;
  font-weight: 700;
`;

const BlurredGroup = styled.div<{ $afterOpen: boolean }>`
  position: relative;
  margin-top: ${({ $afterOpen }) => ($afterOpen ? '20px' : '0')};
`;

const CtaLayer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  z-index: 1;
`;

const CtaHolder = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.navbarHeight}px + 24px);
  padding: 48px 16px;
  display: flex;
  justify-content: center;
  pointer-events: auto;
`;

/** How wide a page is drawn (know-view.tsx: the pages' column beside the 300 px panel, within 1200 px and the padding;
 *  the whole width less the padding on a phone), for the browser to pick the narrowest copy that is sharp there. */
const PAGE_SIZES = `(max-width: ${BREAKPOINTS.mobile - 1}px) calc(100vw - 32px), (max-width: 1200px) calc(100vw - 412px), 788px`;

function Page({ page, title, count, first }: { page: KnowDetail['pages'][number]; title: string; count: number; first: boolean }) {
  const { t } = useTranslation('know');
  const label = t('pageLabel', { number: page.number, count });
  return (
    <Sheet id={knowPageAnchor(page.number)} aria-label={label}>
      {page.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own API serves the page as WebP, in the widths of the srcset
        <img
          src={page.imageUrl}
          srcSet={knowPageImageSrcSet(page.imageUrl, page.width)}
          sizes={PAGE_SIZES}
          alt={t('pageAlt', { number: page.number, title })}
          width={page.width}
          height={page.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
        />
      ) : (
        <BlurredImage src={page.previewUrl} alt="" width={page.width} height={page.height} loading="lazy" decoding="async" />
      )}
      <PageNumber aria-hidden="true">{page.number}</PageNumber>
    </Sheet>
  );
}

export function KnowPages({ know }: { know: KnowDetail }) {
  const open = know.pages.filter((page) => !page.blurred);
  const blurred = know.pages.filter((page) => page.blurred);
  const count = know.pages.length;
  return (
    <>
      <List>
        {open.map((page, index) => (
          <Page key={page.number} page={page} title={know.title} count={count} first={index === 0} />
        ))}
      </List>
      {blurred.length > 0 ? (
        <BlurredGroup $afterOpen={open.length > 0}>
          <CtaLayer>
            <CtaHolder>
              <SignUpCta pageCount={count} knowPath={know.path} />
            </CtaHolder>
          </CtaLayer>
          <List aria-hidden="true">
            {blurred.map((page) => (
              <Page key={page.number} page={page} title={know.title} count={count} first={false} />
            ))}
          </List>
        </BlurredGroup>
      ) : null}
    </>
  );
}
