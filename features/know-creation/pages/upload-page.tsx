// /knows/create/upload and /app/knows/create (utm_content, tab, filename): choose or drop one PDF or several images,
// see them upload with a real progress bar, then go on to the details page of the new draft know (a `filename`
// suggests its title there); or go on to make a flashcard set instead (at once with tab=flashcards).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form/form-alert';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { track } from '../../../lib/analytics/track';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { ApiError } from '../../../lib/errors/api-error';
import { useUploadKnow } from '../api/upload-know';
import { CreationHeader, CreationWrap } from '../components/creation-layout';
import { UploadDropzone } from '../components/upload-dropzone';
import { UploadProgress } from '../components/upload-progress';
import { checkUploadFiles, uploadProblemOfError } from '../lib/check-upload-files';
import { UPLOAD_LIMITS, uploadProblemValues } from '../lib/upload-limits';
import { queryString } from '../../../lib/routes/query-string';
import { CARRIED_QUERY, createTabOf, creationAreaOf, detailsPath, firstValue, IMPORT_FLASHCARDS_PATH } from '../lib/creation-paths';


/** The way to a flashcard set instead of a document. */
const FlashcardsEntry = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  padding: 18px 20px;
  p { margin: 0; flex: 1 1 260px; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function UploadPage() {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const area = creationAreaOf(router.pathname);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [filename, setFilename] = useState('');
  const upload = useUploadKnow(setProgress);
  const importFlashcardsHref = `${IMPORT_FLASHCARDS_PATH}${queryString(Object.fromEntries(CARRIED_QUERY.map((key) => [key, firstValue(router.query[key])])))}`;
  const opensFlashcards = router.isReady && createTabOf(router.query.tab) === 'flashcards';

  // Spec §2 /app/knows/create?tab=flashcards: the flashcard set's page, with what the link carried.
  useEffect(() => {
    if (opensFlashcards) void router.replace(importFlashcardsHref);
  }, [opensFlashcards, importFlashcardsHref, router]);

  async function start(files: File[]) {
    setProblem(null);
    const check = checkUploadFiles(files);
    if (!check.ok) {
      setProblem(t(`problems.${check.problem}`, uploadProblemValues(check.problem, check.filename ?? '')));
      return;
    }
    const name = files.length > 1 ? t('filesCount', { count: files.length }) : files[0]!.name;
    setFilename(name);
    setProgress(0);
    track('know_upload_started', { value: check.kind, valueId: String(files.length) });
    try {
      const { knowUuid } = await upload.mutateAsync(files);
      setProgress(1);
      track('know_upload_completed', { value: check.kind, valueId: String(files.length), know: { knowUuid, format: 'DOCUMENT' } });
      const carried = Object.fromEntries(CARRIED_QUERY.flatMap((key) => (firstValue(router.query[key]) ? [[key, firstValue(router.query[key])!]] : [])));
      await router.push({ pathname: detailsPath(area), query: { ...carried, knowUuid } });
    } catch (error) {
      setProgress(null);
      if (!(error instanceof ApiError)) throw error;
      track('know_upload_failed', { value: error.type });
      const refused = uploadProblemOfError(error.type, error.data);
      if (refused) setProblem(t(`problems.${refused}`, uploadProblemValues(refused, String(error.data.filename ?? ''))));
      else showErrorToast(error, t);
    }
  }

  const busy = progress !== null;
  return (
    <CreationWrap>
      <PageMeta title={t('uploadTitle')} noindex />
      <CreationHeader step={t('stepUpload')} title={t('uploadTitle')} lead={t('uploadLead')} />
      <UploadDropzone onFiles={(files) => void start(files)} busy={busy} />
      {busy ? <UploadProgress share={progress} filename={filename} /> : null}
      {problem ? (
        <div data-testid="upload-problem">
          <FormAlert>{problem}</FormAlert>
        </div>
      ) : null}
      <p>{t('limitsPdf', { ...UPLOAD_LIMITS, count: UPLOAD_LIMITS.pdfPages })} {t('limitsImages', { ...UPLOAD_LIMITS, count: UPLOAD_LIMITS.images })}</p>
      <FlashcardsEntry as="aside" aria-label={t('flashcards.entryLink')}>
        <p>{t('flashcards.entryHint')}</p>
        <ButtonLink href={importFlashcardsHref} variant="outline" data-testid="import-flashcards-link">
          {t('flashcards.entryLink')}
        </ButtonLink>
      </FlashcardsEntry>
    </CreationWrap>
  );
}
