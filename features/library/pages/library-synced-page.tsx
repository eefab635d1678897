// /app/library/synced: everything saved to the user's library (stored with the account, hence the same on every
// device), newest saved first, with when and where each know was saved (docs/decisions/016-library-synced.md).
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { useLibraryFolders } from '../api/get-folders';
import { LibraryShell } from '../components/library-shell';
import { SavedKnows } from '../components/saved-knows';
import { routes } from '../../../lib/routes/page-routes';

export function LibrarySyncedPage() {
  const { t, i18n } = useTranslation('library');
  const folders = useLibraryFolders();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <LibraryShell title={t('page.syncedTitle')} intro={t('page.syncedIntro')}>
      <PageMeta title={t('page.syncedTitle')} noindex />
      <SavedKnows
        label={t('page.syncedTitle')}
        detail={(item) => {
          const folder = item.folderUuid ? folders.data?.find((each) => each.uuid === item.folderUuid)?.name : null;
          const where = folder ? t('page.inFolder', { folder }) : t('noFolder');
          return `${t('page.savedOn', { date: date.format(new Date(item.savedOn)) })} · ${where}`;
        }}
        empty={<EmptyState title={t('page.emptyTitle')} text={t('page.emptyText')} action={<Link href={routes.subjects()}>{t('page.emptyAction')}</Link>} />}
      />
    </LibraryShell>
  );
}
