// The pages of the know being created, once its document is processed; while it is, a note that says so (the draft
// is asked for again every 1.5 s); a file that could not be read says that instead.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { FormAlert } from '../../../components/form/form-alert';
import type { KnowDraft } from '../../../lib/contracts/know-creation';

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  li { display: flex; flex-direction: column; gap: 4px; font-size: 0.8rem; color: ${({ theme }) => theme.colors.inkMuted}; text-align: center; }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.paper};
  }
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font: 800 1.15rem ${({ theme }) => theme.fonts.display};
`;

export function PageThumbnails({ know }: { know: KnowDraft }) {
  const { t } = useTranslation('upload');
  return (
    <section aria-labelledby="know-pages-heading" aria-busy={know.documentState === 'PENDING'}>
      <Heading id="know-pages-heading">{know.documentState === 'READY' ? t('pagesCount', { count: know.pageCount }) : t('pagesHeading')}</Heading>
      {know.documentState === 'PENDING' ? <DelayedLoader label={t('processing')} /> : null}
      {know.documentState === 'FAILED' ? <FormAlert>{t('rejection.UNREADABLE_DOCUMENT')}</FormAlert> : null}
      {know.documentState === 'READY' ? (
        <Grid data-testid="page-thumbnails">
          {know.pages.map((page) => (
            <li key={page.pageNumber}>
              {/* eslint-disable-next-line @next/next/no-img-element -- served by the API with its own caching */}
              <img src={page.imageUrl} alt={t('pageAlt', { n: page.pageNumber })} width={page.width} height={page.height} loading="lazy" />
              <span aria-hidden="true">{page.pageNumber}</span>
            </li>
          ))}
        </Grid>
      ) : null}
    </section>
  );
}
