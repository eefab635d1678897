// /knows/create/details and /app/knows/details (?knowUuid plus the spec's hasFlashcards, makeKnowPrivate,
// saveToFolderUuid, filename, title, url): the details of the new draft know, with its pages once processed. Publishing
// leads to /knows with the congratulations dialog, after saving the know into the folder the upload started from.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
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
import { PageThumbnails } from '../components/page-thumbnails';
import { creationAreaOf, firstValue, MY_KNOWS_PATH, uploadPath } from '../lib/creation-paths';
import { titleFromFilename } from '../../../lib/knows/title-from-filename';

export function DetailsPage() {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const area = creationAreaOf(router.pathname);
  const knowUuid = firstValue(router.query.knowUuid);
  const validUuid = knowUuid && isUuid(knowUuid) ? knowUuid : undefined;
  const draft = useKnowDraft(validUuid);
  const saveToLibrary = useSaveKnowToLibrary();

  const prefillTitle = firstValue(router.query.title) || (firstValue(router.query.filename) ? titleFromFilename(firstValue(router.query.filename)!) : undefined);
  const makePrivate = firstValue(router.query.makeKnowPrivate) === 'true';
  const folderUuid = firstValue(router.query.saveToFolderUuid);
  const hasFlashcards = firstValue(router.query.hasFlashcards) === 'true';

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
      <CreationHeader step={t('stepDetails')} title={t('detailsTitle')} lead={t('detailsLead')} />
      {draft.data ? (
        <>
          <KnowDetailsForm know={draft.data} mode="create" prefill={{ title: prefillTitle, isPrivate: makePrivate || undefined }} onPublished={published}
            onSaved={() => void showToast('success', t('draftSaved'))} />
          <PageThumbnails know={draft.data} />
        </>
      ) : (
        <DelayedLoader label={t('loading')} />
      )}
    </CreationWrap>
  );
}
