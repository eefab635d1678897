// Tells a knower that their published know reads like another subject than the one they filed it under (the
// subject-fit check, decision 051): filed there, it reaches the students who look for it; where it is, it waits below
// the others. On their list of knows it links to the edit page; on the edit page the subject choice is right below.
import { useTranslation } from 'next-i18next/pages';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import type { OwnKnow } from '../../../lib/contracts/know-creation';
import { editPath } from '../lib/creation-paths';

export function BetterSubjectNote({ know, linkToEdit = false }: { know: OwnKnow; linkToEdit?: boolean }) {
  const { t } = useTranslation('upload');
  if (!know.betterSubject) return null;
  return (
    <div data-testid="better-subject-note">
      <FormAlert tone="info">
        {t('betterSubject.note', { subject: know.betterSubject.name })}
        {linkToEdit ? (
          <>
            {' '}
            <Link href={editPath(know.uuid)}>{t('betterSubject.change')}</Link>
          </>
        ) : null}
      </FormAlert>
    </div>
  );
}
