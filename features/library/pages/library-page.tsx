// /app/library: the user's folders and every know they saved, newest saved first.
import { useTranslation } from 'next-i18next/pages';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { useLibraryFolders } from '../api/get-folders';
import { FolderGrid } from '../components/folder-grid';
import { LibraryShell, SectionTitle } from '../components/library-shell';
import { SavedKnows } from '../components/saved-knows';
import { routes } from '../../../lib/routes/page-routes';

export function LibraryPage() {
  const { t } = useTranslation('library');
  const folders = useLibraryFolders();
  return (
    <LibraryShell title={t('title')} intro={t('page.intro')}>
      <PageMeta title={t('title')} noindex />
      <section aria-labelledby="library-folders">
        <SectionTitle id="library-folders">{t('page.foldersTitle')}</SectionTitle>
        {folders.data ? <FolderGrid folders={folders.data} /> : folders.isError ? <p role="alert">{t('errors.generic')}</p> : <DelayedLoader label={t('loading')} />}
      </section>
      <div>
        <SectionTitle>{t('page.allTitle')}</SectionTitle>
        <SavedKnows
          label={t('page.allTitle')}
          detail={(item) => (item.folderUuid ? t('page.inFolder', { folder: folders.data?.find((folder) => folder.uuid === item.folderUuid)?.name ?? '…' }) : t('noFolder'))}
          empty={<EmptyState title={t('page.emptyTitle')} text={t('page.emptyText')} action={<Link href={routes.subjects()}>{t('page.emptyAction')}</Link>} />}
        />
      </div>
    </LibraryShell>
  );
}
