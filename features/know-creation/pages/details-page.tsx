// /knows/create/details and /app/knows/details (?knowUuid plus the spec's hasFlashcards, makeKnowPrivate,
// saveToFolderUuid, filename, title, url): the details of the new draft know, with its pages once processed (or, for a
// flashcard set, its cards: no document to upload or wait for). Without knowUuid but with a `url` on this site, the
// document there is uploaded as the new draft first (lib/document-link.ts), named by `filename`. Publishing
// leads to /knows with the congratulations dialog, after saving the know into the folder the upload started from.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { useSite } from '../../../components/site-context';
import { DelayedLoader } from '../../../components/delayed-loader';
import { NotFoundScreen } from '../../../components/error-screen';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { isUuid } from '../../../lib/contracts/forms';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { ApiError } from '../../../lib/errors/api-error';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import { showToast } from '../../../lib/toast';
import { useSaveKnowToLibrary } from '../../library';
import { useKnowDraft } from '../api/get-know-draft';
import { CreationHeader, CreationWrap } from '../components/creation-layout';
import { KnowDetailsForm } from '../components/know-details-form';
import { uploadProblemValues } from '../lib/upload-limits';
import { DraftPreview } from '../components/draft-preview';
import { creationAreaOf, firstValue, MY_KNOWS_PATH, uploadPath } from '../lib/creation-paths';
import { titleFromFilename } from '../../../lib/knows/title-from-filename';
import { useUploadKnow } from '../api/upload-know';
import { checkUploadFiles, uploadProblemOfError } from '../lib/check-upload-files';
import { documentFilenameOf, documentPathOf } from '../lib/document-link';


/** Spec §2 ?url: loads the document at a same-origin address and uploads it as the new draft; answers a problem text. */
function useDocumentFromLink(documentPath: string | null, filename: string | undefined) {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const upload = useUploadKnow(() => undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!router.isReady || !documentPath || started.current) return;
    started.current = true;
    const name = documentFilenameOf(filename, documentPath);
    void (async () => {
      try {
        const response = await fetch(documentPath, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`the linked document answered ${response.status}`);
        const blob = await response.blob();
        const file = new File([blob], name, { type: blob.type });
        const check = checkUploadFiles([file]);
        if (!check.ok) {
          setProblem(t(`problems.${check.problem}`, uploadProblemValues(check.problem, name)));
          return;
        }
        const { knowUuid } = await upload.mutateAsync([file]);
        const { url: _used, ...rest } = router.query;
        await router.replace({ pathname: router.pathname, query: { ...rest, knowUuid } });
      } catch (error) {
        const refused = error instanceof ApiError ? uploadProblemOfError(error.type, error.data) : null;
        setProblem(refused ? t(`problems.${refused}`, uploadProblemValues(refused, name)) : t('problems.documentUnavailable'));
      }
    })();
  }, [router, documentPath, filename, upload, t]);
  return problem;
}

export function DetailsPage() {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const area = creationAreaOf(router.pathname);
  const knowUuid = firstValue(router.query.knowUuid);
  const validUuid = knowUuid && isUuid(knowUuid) ? knowUuid : undefined;
  const draft = useKnowDraft(validUuid);
  const saveToLibrary = useSaveKnowToLibrary();
  const site = useSite();
  const documentPath = validUuid || !site ? null : documentPathOf(firstValue(router.query.url), site.origin);
  const linkProblem = useDocumentFromLink(documentPath, firstValue(router.query.filename));

  const prefillTitle = firstValue(router.query.title) || (firstValue(router.query.filename) ? titleFromFilename(firstValue(router.query.filename)!) : undefined);
  const makePrivate = firstValue(router.query.makeKnowPrivate) === 'true';
  const folderUuid = firstValue(router.query.saveToFolderUuid);
  const hasFlashcards = firstValue(router.query.hasFlashcards) === 'true' || draft.data?.knowFormat === 'FLASHCARDS';

  async function published(know: KnowDraft) {
    if (folderUuid && isUuid(folderUuid)) {
      try {
        await saveToLibrary.mutateAsync({ knowUuid: know.uuid, folderUuid });
      } catch (error) {
        // The know is published all the same; the folder can be chosen again in the library.
        if (error instanceof ApiError) showErrorToast(error, t);
      }
    }
    await router.push({ pathname: MY_KNOWS_PATH, query: { showKnowUploadedCongratulationsDialog: 'true', knowUuid: know.uuid, ...(hasFlashcards ? { wasFlashcardKnowUpload: 'true' } : {}) } });
  }

  if (!validUuid && documentPath) {
    return (
      <CreationWrap>
        <PageMeta title={t('detailsTitle')} noindex />
        <CreationHeader step={t('stepDetails')} title={t('detailsTitle')} lead={t('detailsLead')} />
        {linkProblem ? <FormAlert>{linkProblem}</FormAlert> : <DelayedLoader label={t('loading')} />}
      </CreationWrap>
    );
  }

  if (!validUuid || (draft.error instanceof ApiError && (draft.error.type === 'NotFoundError' || draft.error.type === 'ForbiddenError'))) {
    return validUuid ? <NotFoundScreen /> : (
      <CreationWrap>
        <PageMeta title={t('detailsTitle')} noindex />
        <CreationHeader title={t('detailsTitle')} lead={t('noKnowChosen')} />
        <p><Link href={uploadPath(area)}>{t('goToUpload')}</Link></p>
      </CreationWrap>
    );
  }

  return (
    <CreationWrap>
      <PageMeta title={t('detailsTitle')} noindex />
      <CreationHeader step={t('stepDetails')} title={t(hasFlashcards ? 'flashcards.detailsTitle' : 'detailsTitle')} lead={t(hasFlashcards ? 'flashcards.detailsLead' : 'detailsLead')} />
      {draft.data ? (
        <>
          <KnowDetailsForm know={draft.data} mode="create" prefill={{ title: prefillTitle, isPrivate: makePrivate || undefined }} onPublished={published}
            onSaved={() => void showToast('success', t('draftSaved'))} />
          <DraftPreview draft={draft.data} flashcards={hasFlashcards} />
        </>
      ) : (
        <DelayedLoader label={t('loading')} />
      )}
    </CreationWrap>
  );
}
