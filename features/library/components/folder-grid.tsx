// The user's folders as tiles linking to /app/library/{id}, and the tile that creates a new one.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { showToast } from '../../../lib/toast';
import { NewFolderForm } from './new-folder-form';
import { fade } from '../../../styles/colors';
import { routes } from '../../../lib/routes/page-routes';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  ${({ theme }) => theme.media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  transition: box-shadow 0.15s ease;
  &:hover, &:focus-visible { box-shadow: 0 6px 18px ${({ theme }) => fade(theme.colors.shadow, 0.12)}; }
  strong { display: block; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; }
  svg { flex: none; color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const Create = styled.div`
  margin-top: 16px;
  max-width: 460px;
`;

function FolderIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="currentColor" opacity="0.85" />
    </svg>
  );
}

export function FolderGrid({ folders }: { folders: LibraryFolder[] }) {
  const { t } = useTranslation('library');
  return (
    <>
      {folders.length === 0 ? <p>{t('page.noFolders')}</p> : (
        <Grid>
          {folders.map((folder) => (
            <li key={folder.uuid}>
              <Tile href={routes.libraryFolder(folder.uuid)}>
                <FolderIcon />
                <span>
                  <strong>{folder.name}</strong>
                  <small>{t('knowCount', { count: folder.knowCount })}</small>
                </span>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
      <Create>
        <NewFolderForm onCreated={(folder) => void showToast('success', t('page.created', { folder: folder.name }))} />
      </Create>
    </>
  );
}
