// The dialog of the "Save" button: your folders and "no folder" as choices, a new folder made in place, save, and
// remove when the know is already saved. The shared modal dialog: focus stays inside, Escape or the backdrop close it.
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextButton } from '../../../components/ui/text-button';
import type { KnowForAnalytics } from '../../../lib/analytics/know-part';
import { showToast } from '../../../lib/toast';
import { useLibraryFolders } from '../api/get-folders';
import { useRemoveKnowFromLibrary } from '../api/remove-know';
import { useSaveKnowToLibrary } from '../api/save-know';
import { NewFolderForm } from './new-folder-form';

const NO_FOLDER = 'none';

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  padding: 24px;
  h2 { margin: 0; font: 800 1.35rem ${({ theme }) => theme.fonts.display}; }
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-height: 40vh;
  overflow-y: auto;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 6px 12px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  cursor: pointer;
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brandBlue}; margin: 0; }
  span { flex: 1; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.brandBlue}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: flex-end;
`;

const RemoveButton = styled(TextButton)`
  align-self: center;
  padding: 8px 4px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function FolderPickerDialog({ knowUuid, know, saved, folderUuid, onClose }: { knowUuid: string; know?: KnowForAnalytics; saved: boolean; folderUuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('library');
  const titleId = useId();
  const folders = useLibraryFolders();
  const save = useSaveKnowToLibrary({ know, wasSaved: saved });
  const remove = useRemoveKnowFromLibrary({ know });
  const [choice, setChoice] = useState<string>(folderUuid ?? NO_FOLDER);

  async function onSave() {
    const target = choice === NO_FOLDER ? null : choice;
    try {
      await save.mutateAsync({ knowUuid, folderUuid: target });
    } catch {
      void showToast('error', t('errors.saveFailed'));
      return;
    }
    const folderName = folders.data?.find((folder) => folder.uuid === target)?.name;
    void showToast('success', folderName ? t('save.toastSavedIn', { folder: folderName }) : t('save.toastSaved'));
    onClose();
  }

  async function onRemove() {
    try {
      await remove.mutateAsync(knowUuid);
    } catch {
      void showToast('error', t('errors.generic'));
      return;
    }
    void showToast('success', t('save.toastRemoved'));
    onClose();
  }

  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      <Inner>
        <h2 id={titleId}>{t('save.title')}</h2>
        {folders.isPending ? (
          <Muted role="status">{t('loading')}</Muted>
        ) : folders.isError ? (
          <Muted role="alert">{t('errors.generic')}</Muted>
        ) : (
          <Choices>
            <legend>{t('save.chooseFolder')}</legend>
            <Choice>
              <input type="radio" name="folder" value={NO_FOLDER} checked={choice === NO_FOLDER} onChange={() => setChoice(NO_FOLDER)} />
              <span>{t('noFolder')}</span>
            </Choice>
            {folders.data.map((folder) => (
              <Choice key={folder.uuid}>
                <input type="radio" name="folder" value={folder.uuid} checked={choice === folder.uuid} onChange={() => setChoice(folder.uuid)} />
                <span>{folder.name}</span>
                <small>{t('knowCount', { count: folder.knowCount })}</small>
              </Choice>
            ))}
          </Choices>
        )}
        <NewFolderForm onCreated={(folder) => setChoice(folder.uuid)} />
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={onSave} isLoading={save.isPending} disabled={folders.isPending}>
            {t('save.confirm')}
          </Button>
        </Actions>
        {saved ? (
          <RemoveButton type="button" $tone="danger" onClick={onRemove} disabled={remove.isPending}>
            {t('save.remove')}
          </RemoveButton>
        ) : null}
      </Inner>
    </Dialog>
  );
}
