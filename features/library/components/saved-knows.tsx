// A grid of saved knows, each with its Save button to move it to another folder or remove it, and "Show more".
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { Button } from '../../../components/ui/button';
import type { LibraryItem } from '../../../lib/contracts/library';
import { useLibraryItems } from '../api/get-items';
import { SaveToLibraryButton } from './save-to-library-dialog';

/** Above the card's link overlay, so that the button gets the click. */
const CardActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  margin-top: 8px;
  small { color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

function Page({ folderUuid, page, detail }: { folderUuid: string | undefined; page: number; detail?: (item: LibraryItem) => ReactNode }) {
  const { data } = useLibraryItems(folderUuid, page);
  if (!data) return null;
  return (
    <>
      {data.items.map((item) => (
        <li key={item.knowUuid}>
          <KnowCard
            know={item.know}
            footer={
              <CardActions>
                {detail ? <small>{detail(item)}</small> : null}
                <SaveToLibraryButton knowUuid={item.knowUuid} know={item.know} savedFolderUuid={item.folderUuid} />
              </CardActions>
            }
          />
        </li>
      ))}
    </>
  );
}

/** All pages loaded so far of one list (all saved knows, or one folder's); `empty` shows when there is none. */
export function SavedKnows({ folderUuid, empty, detail, label }: { folderUuid?: string; empty: ReactNode; detail?: (item: LibraryItem) => ReactNode; label: string }) {
  const { t } = useTranslation('library');
  const first = useLibraryItems(folderUuid, 1);
  const [pages, setPages] = useState(1);
  const last = useLibraryItems(folderUuid, pages);
  if (first.isPending) return <DelayedLoader label={t('loading')} />;
  if (first.isError) return <p role="alert">{t('errors.generic')}</p>;
  if (first.data.items.length === 0) return <>{empty}</>;
  return (
    <section aria-label={label}>
      <KnowGrid>
        {Array.from({ length: pages }, (_, index) => (
          <Page key={index} folderUuid={folderUuid} page={index + 1} detail={detail} />
        ))}
      </KnowGrid>
      {last.data?.hasMore ? (
        <More>
          <Button variant="secondary" onClick={() => setPages((count) => count + 1)}>
            {t('page.loadMore')}
          </Button>
        </More>
      ) : null}
    </section>
  );
}
