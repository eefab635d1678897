// /knows/{id}/edit: the knower changes a know's details (the form of the details page) and, for a draft or a rejected
// know, publishes it. Anyone else sees the not-found screen: a know that is not theirs is not theirs to edit.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { DelayedLoader } from '../../../components/delayed-loader';
import { NotFoundScreen } from '../../../components/error-screen';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { parseSlugAndUuid } from '../../../lib/knows/paths';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { useKnowDraft } from '../api/get-know-draft';
import { CreationHeader, CreationWrap } from '../components/creation-layout';
import { KnowDetailsForm } from '../components/know-details-form';
import { KnowStatusNote } from '../components/know-status-note';
import { DraftPreview } from '../components/draft-preview';
import { firstValue, MY_KNOWS_PATH } from '../lib/creation-paths';

export function EditPage() {
  const { t } = useTranslation('upload');
  const router = useRouter();
  const segment = firstValue(router.query.id) ?? '';
  const knowUuid = parseSlugAndUuid(segment)?.uuid;
  const draft = useKnowDraft(knowUuid);

  if (!knowUuid || (draft.error instanceof ApiError && (draft.error.type === 'NotFoundError' || draft.error.type === 'ForbiddenError'))) return <NotFoundScreen />;

  return (
    <CreationWrap>
      <PageMeta title={t('editTitle')} noindex />
      <CreationHeader title={t('editTitle')} lead={<Link href={MY_KNOWS_PATH}>{t('backToMyKnows')}</Link>} />
      {draft.data ? (
        <>
          <KnowStatusNote know={draft.data} />
          <KnowDetailsForm key={draft.data.uuid} know={draft.data} mode="edit"
            onSaved={() => void showToast('success', t('saved'))}
            onPublished={async () => {
              await router.push({ pathname: MY_KNOWS_PATH, query: { showKnowUploadedCongratulationsDialog: 'true' } });
            }} />
          <DraftPreview draft={draft.data} flashcards={draft.data.knowFormat === 'FLASHCARDS'} />
        </>
      ) : (
        <DelayedLoader label={t('loading')} />
      )}
    </CreationWrap>
  );
}
