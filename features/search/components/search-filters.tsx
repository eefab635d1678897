// The filters of a search: subject chips (one at a time), grade (where the site shows grades), exam board (where the
// site's country has them) and format — the format
// only among the formats the site's language has public knows of (server/search/search-formats.ts), and only when
// there are two to choose from.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import { examBoardsOf } from '../../../config/exam-boards';
import type { KnowFormat } from '../../../lib/contracts/knows';
import { SEARCH_KNOW_FORMATS } from '../../../lib/contracts/search-limits';

export type SubjectChoice = { id: string; name: string };
export type GradeChoice = { id: string; name: string };

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Chips = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
  scrollbar-width: thin;
  ${({ theme }) => theme.media.desktop} { flex-wrap: wrap; overflow-x: visible; }
`;

const Chip = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: 600 0.9rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.brandBlue}; background: ${({ theme }) => theme.colors.brandBlue}; color: ${({ theme }) => theme.colors.onBrand}; }
`;

const Selects = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.8rem; font-weight: 700; color: ${({ theme }) => theme.colors.inkMuted}; }
  select {
    min-height: 40px;
    min-width: 170px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};
    font: 600 0.9rem ${({ theme }) => theme.fonts.body};
  }
  ${({ theme }) => theme.media.mobile} { label { flex: 1; } select { min-width: 0; width: 100%; } }
`;

export type SearchFilterValues = { subjectId: string | null; gradeId: string | null; knowFormat: KnowFormat | null; examBoard?: string | null };

export function SearchFilters({ subjects, grades, formats, values, onChange }: {
  subjects: SubjectChoice[];
  grades: GradeChoice[];
  /** The formats that exist in the scope; a format chosen in the URL stays selectable (to be taken off). */
  formats: readonly KnowFormat[];
  values: SearchFilterValues;
  onChange: (values: SearchFilterValues) => void;
}) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation('common');
  const offered = SEARCH_KNOW_FORMATS.filter((format) => formats.includes(format) || format === values.knowFormat);
  const site = useSite();
  const showGrades = site?.showGrades ?? true;
  const boards = site ? examBoardsOf(site.countryCode) : [];
  return (
    <Bar>
      {subjects.length > 0 ? (
        <Chips role="group" aria-label={t('filters.subject')}>
          <Chip type="button" aria-pressed={values.subjectId === null} onClick={() => onChange({ ...values, subjectId: null })}>
            {t('filters.allSubjects')}
          </Chip>
          {subjects.map((subject) => (
            <Chip key={subject.id} type="button" aria-pressed={values.subjectId === subject.id}
              onClick={() => onChange({ ...values, subjectId: values.subjectId === subject.id ? null : subject.id })}>
              {subject.name}
            </Chip>
          ))}
        </Chips>
      ) : null}
      <Selects>
        {showGrades && grades.length > 0 ? (
          <label>
            {t('filters.grade')}
            <select value={values.gradeId ?? ''} onChange={(event) => onChange({ ...values, gradeId: event.target.value || null })}>
              <option value="">{t('filters.allGrades')}</option>
              {grades.map((grade) => <option key={grade.id} value={grade.id}>{grade.name}</option>)}
            </select>
          </label>
        ) : null}
        {boards.length > 0 ? (
          <label>
            {tCommon('examBoard.label')}
            <select value={values.examBoard ?? ''} data-testid="search-exam-board" onChange={(event) => onChange({ ...values, examBoard: event.target.value || null })}>
              <option value="">{tCommon('examBoard.all')}</option>
              {boards.map((board) => <option key={board.id} value={board.id}>{board.name}</option>)}
            </select>
          </label>
        ) : null}
        {offered.length > 1 || values.knowFormat ? (
          <label>
            {t('filters.format')}
            <select value={values.knowFormat ?? ''} onChange={(event) => onChange({ ...values, knowFormat: (event.target.value || null) as KnowFormat | null })}>
              <option value="">{t('filters.allFormats')}</option>
              {offered.map((format) => <option key={format} value={format}>{t(`formats.${format}`)}</option>)}
            </select>
          </label>
        ) : null}
      </Selects>
    </Bar>
  );
}
