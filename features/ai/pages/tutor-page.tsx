// The tutors: /app/school-gpt (pick a subject and a grade — the subject alone where the site shows no grades, spec §3
// showGrades) and /university/uni-gpt (pick a course), then chat with a tutor for it — a chat created with the tutor's
// prompt variant, listed with the others in /app/chat.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { SelectField } from '../../../components/form/select';
import { useSite } from '../../../components/site-context';
import { Card } from '../../../components/ui/card';
import { useGrades, useSubjects } from '../../../lib/catalogue/catalogue-queries';
import { useUser } from '../../auth';
import type { UniversityCourse } from '../api/get-university-courses';
import { AiPageFrame } from '../components/ai-page-frame';
import { ChatView, type NewChat } from '../components/chat-view';
import { CoursePicker } from '../components/course-picker';
import { LearningBotList } from '../components/learning-bot-list';

const Setup = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 20px;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

type SchoolChoice = { subjectId: string; gradeId: string };

/** The tutor chat a choice starts: a subject and a grade, or the subject alone where the site shows no grades; null
 *  while the choice is incomplete. */
export function schoolTutorChat(choice: SchoolChoice, showGrades: boolean): NewChat | null {
  if (choice.subjectId === '' || (showGrades && choice.gradeId === '')) return null;
  return { subjectId: choice.subjectId, ...(showGrades ? { gradeId: choice.gradeId } : {}), promptVariant: 'school-gpt' };
}

export function SchoolSetup({ subjectId, gradeId, onChange }: { subjectId: string; gradeId: string; onChange: (choice: SchoolChoice) => void }) {
  const { t } = useTranslation('ai');
  const site = useSite();
  const showGrades = site?.showGrades ?? true;
  const { data: user } = useUser();
  const subjects = useSubjects(user?.primaryContentLanguage ?? site?.contentLanguage ?? 'en');
  const grades = useGrades();
  return (
    <Setup>
      <SelectField label={t('tutor.subject')} value={subjectId} placeholder={t('tutor.choose')} testId="ai-subject"
        options={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))} onChange={(value) => onChange({ subjectId: value, gradeId })} />
      {showGrades ? (
        <SelectField label={t('tutor.grade')} value={gradeId} placeholder={t('tutor.choose')} testId="ai-grade"
          options={(grades.data ?? []).map((grade) => ({ value: grade.id, label: grade.name }))} onChange={(value) => onChange({ subjectId, gradeId: value })} />
      ) : null}
    </Setup>
  );
}

export function SchoolGptPage() {
  const { t } = useTranslation('ai');
  const showGrades = useSite()?.showGrades ?? true;
  const [choice, setChoice] = useState<SchoolChoice>({ subjectId: '', gradeId: '' });
  const newChat = schoolTutorChat(choice, showGrades);
  return (
    <AiPageFrame title={t('schoolGpt.title')} intro={t(showGrades ? 'schoolGpt.intro' : 'schoolGpt.introWithoutGrade')}>
      <SchoolSetup {...choice} onChange={setChoice} />
      {newChat ? <TutorChat key={`${choice.subjectId}-${choice.gradeId}`} newChat={newChat} /> : <p>{t(showGrades ? 'schoolGpt.pick' : 'schoolGpt.pickWithoutGrade')}</p>}
      <LearningBotList />
    </AiPageFrame>
  );
}

export function UniGptPage() {
  const { t } = useTranslation('ai');
  const [course, setCourse] = useState<UniversityCourse | null>(null);
  return (
    <AiPageFrame title={t('uniGpt.title')} intro={t('uniGpt.intro')} section="university">
      <Setup>
        <CoursePicker course={course} onChange={setCourse} />
      </Setup>
      {course ? <TutorChat key={course.courseUuid} newChat={{ courseUuid: course.courseUuid, promptVariant: 'uni-gpt' }} /> : <p>{t('uniGpt.pick')}</p>}
    </AiPageFrame>
  );
}

/** The tutor's chat, kept on this page once created. */
function TutorChat({ newChat }: { newChat: NewChat }) {
  const [chatUuid, setChatUuid] = useState<string>();
  return <ChatView chatUuid={chatUuid} newChat={newChat} onCreated={setChatUuid} />;
}
