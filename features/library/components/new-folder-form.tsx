// Inline creation of a library folder: a name field and a button; a name you already use is refused in place.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../../../components/ui/form-field';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { FOLDER_NAME_MAX_LENGTH, folderNameProblem } from '../../../lib/contracts/library-limits';
import { ApiError } from '../../../lib/errors/api-error';
import { useCreateLibraryFolder } from '../api/create-folder';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
  input { flex: 1; min-width: 0; }
  button { flex: none; }
`;

export function NewFolderForm({ onCreated }: { onCreated: (folder: LibraryFolder) => void }) {
  const { t } = useTranslation('library');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { hintId, errorId, control } = useFieldIds({ hint: !error, error: Boolean(error) });
  const create = useCreateLibraryFolder();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) {
      setError(t(`folderName.${problem}`, { max: FOLDER_NAME_MAX_LENGTH, count: FOLDER_NAME_MAX_LENGTH }));
      return;
    }
    try {
      const folder = await create.mutateAsync(name.trim());
      setName('');
      setError(null);
      onCreated(folder);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.type === 'DuplicateError' ? t('folderName.duplicate') : t('errors.generic'));
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <FieldLabel htmlFor={control.id}>{t('newFolder.label')}</FieldLabel>
      <Row>
        <Input
          {...control}
          value={name}
          maxLength={FOLDER_NAME_MAX_LENGTH + 20}
          autoComplete="off"
          placeholder={t('newFolder.placeholder')}
          $invalid={Boolean(error)}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" isLoading={create.isPending}>
          {t('newFolder.create')}
        </Button>
      </Row>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : (
        <FieldHint id={hintId}>{t('newFolder.hint', { max: FOLDER_NAME_MAX_LENGTH, count: FOLDER_NAME_MAX_LENGTH })}</FieldHint>
      )}
    </Form>
  );
}
