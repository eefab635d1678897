// The dialog of the "Save" button: your folders and "no folder" as choices, a new folder made in place, save, and
// remove when the know is already saved. A native modal <dialog>: focus stays inside and Escape closes it.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { LoadingButton } from '../../../components/loading-button';
import { showToast } from '../../../lib/toast';
import { useLibraryFolders } from '../api/get-folders';
import { useRemoveKnowFromLibrary } from '../api/remove-know';
import { useSaveKnowToLibrary } from '../api/save-know';
import { NewFolderForm } from './new-folder-form';
import { fade } from '../../../styles/colors';

const NO_FOLDER = 'none';

const Dialog = styled.dialog`
  z-index: ${({ theme }) => theme.zIndex.modal};
  width: min(480px, calc(100vw - 24px));
  max-height: calc(100dvh - 48px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: 0 24px 64px ${({ theme }) => fade(theme.colors.shadow, 0.28)};
  &::backdrop { background: ${({ theme }) => fade(theme.colors.overlay, 0.45)}; }
`;

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

const TextButton = styled.button`
  align-self: center;
  border: none;
  background: none;
  padding: 8px 4px;
  font: 600 0.95rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  text-decoration: underline;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function FolderPickerDialog({ knowUuid, saved, folderUuid, onClose }: { knowUuid: string; saved: boolean; folderUuid: string | null; onClose: () => void }) {
  const { t } = useTranslation('library');
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const folders = useLibraryFolders();
  const save = useSaveKnowToLibrary();
  const remove = useRemoveKnowFromLibrary();
  const [choice, setChoice] = useState<string>(folderUuid ?? NO_FOLDER);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

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
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: the parent unmounts the dialog (closing it from here would fire "close" on every unmount).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
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
          <LoadingButton variant="secondary" onClick={onClose}>
            {t('cancel')}
          </LoadingButton>
          <LoadingButton onClick={onSave} isLoading={save.isPending} disabled={folders.isPending}>
            {t('save.confirm')}
          </LoadingButton>
        </Actions>
        {saved ? (
          <TextButton type="button" onClick={onRemove} disabled={remove.isPending}>
            {t('save.remove')}
          </TextButton>
        ) : null}
      </Inner>
    </Dialog>
  );
}
