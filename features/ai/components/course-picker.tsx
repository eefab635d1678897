// The university course a tool works for (GET university/courses).
import { useTranslation } from 'next-i18next/pages';
import { SelectField } from '../../../components/form/select';
import { useUniversityCourses, type UniversityCourse } from '../api/get-university-courses';

export function CoursePicker({ course, onChange }: { course: UniversityCourse | null; onChange: (course: UniversityCourse | null) => void }) {
  const { t } = useTranslation('ai');
  const courses = useUniversityCourses();
  const list = courses.data ?? [];
  return (
    <SelectField
      label={t('tutor.course')}
      value={course?.courseUuid ?? ''}
      placeholder={t('tutor.choose')}
      options={list.map((item) => ({ value: item.courseUuid, label: item.courseTitle }))}
      onChange={(value) => onChange(list.find((item) => item.courseUuid === value) ?? null)}
      testId="ai-course"
    />
  );
}
