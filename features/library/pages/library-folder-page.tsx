// /app/library/{id}: one folder of the user's library with its knows; rename and delete it here.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/form/text-field';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { FOLDER_NAME_MAX_LENGTH, folderNameProblem } from '../../../lib/contracts/library-limits';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { useDeleteLibraryFolder } from '../api/delete-folder';
import { useLibraryFolder } from '../api/get-folder';
import { useRenameLibraryFolder } from '../api/rename-folder';
import { LibraryShell } from '../components/library-shell';
import { SavedKnows } from '../components/saved-knows';
import { routes } from '../../../lib/routes/page-routes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-start;
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-start;
  label { flex-basis: 100%; font-weight: 600; }
  input { flex: 1 1 220px; max-width: 360px; }
  p { flex-basis: 100%; margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

function FolderActions({ folder }: { folder: LibraryFolder }) {
  const { t } = useTranslation('library');
  const router = useRouter();
  const id = useId();
  const rename = useRenameLibraryFolder(folder.uuid);
  const remove = useDeleteLibraryFolder();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) return setError(t(`folderName.${problem}`, { max: FOLDER_NAME_MAX_LENGTH, count: FOLDER_NAME_MAX_LENGTH }));
    try {
      await rename.mutateAsync(name.trim());
    } catch (caught) {
      return setError(caught instanceof ApiError && caught.type === 'DuplicateError' ? t('folderName.duplicate') : t('errors.generic'));
    }
    setError(null);
    setEditing(false);
    void showToast('success', t('page.renamed'));
  }

  async function onDelete() {
    if (!window.confirm(t('page.deleteConfirm', { folder: folder.name }))) return;
    await remove.mutateAsync(folder.uuid);
    void showToast('success', t('page.deleted'));
    await router.push(routes.library());
  }

  if (editing) {
    return (
      <RenameForm onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>{t('page.renameLabel')}</label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} $invalid={Boolean(error)} aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined} autoComplete="off" />
        <Button type="submit" isLoading={rename.isPending}>{t('page.renameSave')}</Button>
        <Button variant="secondary" onClick={() => { setEditing(false); setName(folder.name); setError(null); }}>{t('cancel')}</Button>
        {error ? <p id={`${id}-error`} role="alert">{error}</p> : null}
      </RenameForm>
    );
  }
  return (
    <Actions>
      <Button variant="secondary" onClick={() => setEditing(true)}>{t('page.rename')}</Button>
      <Button variant="secondary" onClick={onDelete} isLoading={remove.isPending}>{t('page.delete')}</Button>
    </Actions>
  );
}

export function LibraryFolderPage({ folderUuid }: { folderUuid: string }) {
  const { t } = useTranslation('library');
  const folder = useLibraryFolder(folderUuid);
  if (folder.isPending) return <LibraryShell title={t('title')}><PageMeta title={t('title')} noindex /><DelayedLoader label={t('loading')} /></LibraryShell>;
  if (folder.isError) {
    return (
      <LibraryShell title={t('title')}>
        <PageMeta title={t('title')} noindex />
        <EmptyState title={t('page.folderNotFound')} action={<Link href={routes.library()}>{t('page.backToLibrary')}</Link>} />
      </LibraryShell>
    );
  }
  return (
    <LibraryShell title={folder.data.name} intro={t('knowCount', { count: folder.data.knowCount })} actions={<FolderActions key={folder.data.name} folder={folder.data} />}>
      <PageMeta title={`${folder.data.name} · ${t('title')}`} noindex />
      <SavedKnows
        folderUuid={folderUuid}
        label={folder.data.name}
        empty={<EmptyState title={t('page.folderEmptyTitle')} text={t('page.folderEmptyText')} action={<Link href={routes.subjects()}>{t('page.emptyAction')}</Link>} />}
      />
    </LibraryShell>
  );
}
