// Inline creation of a library folder: a name field and a button; a name you already use is refused in place.
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldHint, Input } from '../../../components/form/text-field';
import { LoadingButton } from '../../../components/loading-button';
import type { LibraryFolder } from '../../../lib/contracts/library';
import { FOLDER_NAME_MAX_LENGTH, folderNameProblem } from '../../../lib/contracts/library-limits';
import { ApiError } from '../../../lib/errors/api-error';
import { useCreateLibraryFolder } from '../api/create-folder';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
  input { flex: 1; min-width: 0; }
  button { flex: none; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export function NewFolderForm({ onCreated }: { onCreated: (folder: LibraryFolder) => void }) {
  const { t } = useTranslation('library');
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLibraryFolder();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = folderNameProblem(name);
    if (problem) {
      setError(t(`folderName.${problem}`, { max: FOLDER_NAME_MAX_LENGTH }));
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
      <label htmlFor={`${id}-name`}>{t('newFolder.label')}</label>
      <Row>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={FOLDER_NAME_MAX_LENGTH + 20}
          autoComplete="off"
          placeholder={t('newFolder.placeholder')}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <LoadingButton type="submit" variant="secondary" isLoading={create.isPending}>
          {t('newFolder.create')}
        </LoadingButton>
      </Row>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : (
        <FieldHint>{t('newFolder.hint', { max: FOLDER_NAME_MAX_LENGTH })}</FieldHint>
      )}
    </Form>
  );
}
