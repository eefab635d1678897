// What state a know is in, for its knower: in review, published (with a link, and whether it reads like another
// subject), rejected (with the reason), draft.
import { useTranslation } from 'next-i18next/pages';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import type { OwnKnow } from '../../../lib/contracts/know-creation';
import { BetterSubjectNote } from './better-subject-note';

export function KnowStatusNote({ know }: { know: OwnKnow }) {
  const { t } = useTranslation('upload');
  if (know.status === 'REJECTED') {
    return (
      <FormAlert>
        <strong>{t('status.REJECTED')}</strong> {t(`rejection.${know.rejectionReason ?? 'UNKNOWN'}`, { defaultValue: t('rejection.UNKNOWN') })}
      </FormAlert>
    );
  }
  if (know.status === 'IN_REVIEW') return <FormAlert tone="info">{t('inReviewNote')}</FormAlert>;
  if (know.status === 'PUBLISHED') {
    return (
      <>
        <FormAlert tone="success">
          {know.isPrivate ? t('publishedPrivateNote') : t('publishedNote')} <Link href={know.path}>{t('viewKnow')}</Link>
        </FormAlert>
        <BetterSubjectNote know={know} />
      </>
    );
  }
  return null;
}
