// The tutors: /app/school-gpt (pick a subject and a grade) and /university/uni-gpt (pick a course), then chat with a
// tutor for it — a chat created with the tutor's prompt variant, listed with the others in /app/chat.
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

function SchoolSetup({ subjectId, gradeId, onChange }: { subjectId: string; gradeId: string; onChange: (choice: { subjectId: string; gradeId: string }) => void }) {
  const { t } = useTranslation('ai');
  const site = useSite();
  const { data: user } = useUser();
  const subjects = useSubjects(user?.primaryContentLanguage ?? site?.contentLanguage ?? 'en');
  const grades = useGrades();
  return (
    <Setup>
      <SelectField label={t('tutor.subject')} value={subjectId} placeholder={t('tutor.choose')} testId="ai-subject"
        options={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))} onChange={(value) => onChange({ subjectId: value, gradeId })} />
      <SelectField label={t('tutor.grade')} value={gradeId} placeholder={t('tutor.choose')} testId="ai-grade"
        options={(grades.data ?? []).map((grade) => ({ value: grade.id, label: grade.name }))} onChange={(value) => onChange({ subjectId, gradeId: value })} />
    </Setup>
  );
}

export function SchoolGptPage() {
  const { t } = useTranslation('ai');
  const [choice, setChoice] = useState({ subjectId: '', gradeId: '' });
  const ready = choice.subjectId !== '' && choice.gradeId !== '';
  const newChat: NewChat = { subjectId: choice.subjectId, gradeId: choice.gradeId, promptVariant: 'school-gpt' };
  return (
    <AiPageFrame title={t('schoolGpt.title')} intro={t('schoolGpt.intro')}>
      <SchoolSetup {...choice} onChange={setChoice} />
      {ready ? <TutorChat key={`${choice.subjectId}-${choice.gradeId}`} newChat={newChat} /> : <p>{t('schoolGpt.pick')}</p>}
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
