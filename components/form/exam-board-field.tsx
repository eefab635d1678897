// The exam-board picker (decision 044): the boards of a country, or nothing where the country has none. One field
// for the profile, onboarding, a know's details and the search/catalogue filter; `emptyLabel` names the empty choice
// (no board chosen, or — as a filter — all boards).
import { useTranslation } from 'next-i18next/pages';
import { examBoardsOf, type ExamBoardId } from '../../config/exam-boards';
import { SelectField } from './select';

export function ExamBoardField({ country, value, onChange, filter = false, testId }: {
  country: string;
  value: string | null | undefined;
  onChange: (board: ExamBoardId | null) => void;
  /** As a filter: the empty choice reads "all exam boards". */
  filter?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const boards = examBoardsOf(country);
  if (boards.length === 0) return null;
  return (
    <SelectField
      label={t('examBoard.label')}
      hint={filter ? undefined : t('examBoard.hint')}
      value={value ?? ''}
      options={boards.map((board) => ({ value: board.id, label: board.name }))}
      placeholder={filter ? t('examBoard.all') : t('examBoard.none')}
      // The options are the config's ids: the empty choice is null.
      onChange={(board) => onChange(board === '' ? null : (board as ExamBoardId))}
      testId={testId}
    />
  );
}
