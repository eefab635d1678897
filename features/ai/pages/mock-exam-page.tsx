// /app/ai-mock-exam and /university/mock-exam: choose the material and say what the exam should cover, take it
// (multiple choice, true/false, cloze and short answers), get it graded with each correction quoting its source, then
// retry the wrong ones.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlLook, FormField } from '../../../components/ui/form-field';
import type { AiMockExam, GradedAiMockExam } from '../../../lib/contracts/ai';
import { AI_LIMITS } from '../../../config/ai-limits';
import { useAnswerAiMockExam } from '../api/answer-ai-mock-exam';
import { useCreateAiMockExam } from '../api/create-ai-mock-exam';
import { AiErrorMessage } from '../components/ai-error-message';
import { AiPageFrame, type AiSection } from '../components/ai-page-frame';
import { AttachedKnows } from '../components/attached-knows';
import { ExamQuestion } from '../components/exam-question';
import { ExamResult } from '../components/exam-result';
import { KnowPicker } from '../components/know-picker';
import type { PickedKnow } from '../lib/citation-links';
import { handedIn, openQuestions, retryAnswers, type ExamAnswers } from '../lib/exam-attempt';
import { useMaterial } from '../lib/use-material';

const Panel = styled(Card)`
  display: grid;
  gap: 18px;
  padding: clamp(16px, 3vw, 24px);
`;

const TextInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

function TakeExam({ exam, knows }: { exam: AiMockExam; knows: readonly PickedKnow[] }) {
  const { t } = useTranslation('ai');
  const [answers, setAnswers] = useState<ExamAnswers>({});
  const [graded, setGraded] = useState<GradedAiMockExam | null>(null);
  const [retrying, setRetrying] = useState(false);
  const grade = useAnswerAiMockExam();
  const asked = openQuestions(exam.questions, retrying ? graded : null);
  const submit = () =>
    grade.mutateAsync({ examUuid: exam.examUuid, answers: handedIn(exam.questions, answers) }).then((result) => {
      setGraded(result);
      setRetrying(false);
    });
  const retry = () => {
    if (!graded) return;
    setAnswers(retryAnswers(answers, graded));
    setRetrying(true);
  };
  if (graded && !retrying) {
    return (
      <Panel data-testid="ai-exam-result">
        <ExamResult graded={graded} knows={knows} />
        {graded.score < graded.total ? (
          <div>
            <Button onClick={retry} data-testid="ai-exam-retry">
              {t('exam.retryWrong')}
            </Button>
          </div>
        ) : null}
      </Panel>
    );
  }
  return (
    <Panel as="form" onSubmit={(event) => { event.preventDefault(); void submit().catch(() => undefined); }}>
      {asked.map((question) => (
        <ExamQuestion key={question.questionUuid} question={question} number={exam.questions.indexOf(question) + 1}
          answer={answers[question.questionUuid] ?? ''} onAnswer={(answer) => setAnswers((current) => ({ ...current, [question.questionUuid]: answer }))} />
      ))}
      {grade.isError ? <AiErrorMessage error={grade.error} /> : null}
      <div>
        <Button type="submit" isLoading={grade.isPending} data-testid="ai-exam-submit">
          {t('exam.handIn')}
        </Button>
      </div>
    </Panel>
  );
}

export function MockExamPage({ section }: { section: AiSection }) {
  const { t } = useTranslation('ai');
  const material = useMaterial();
  const { query } = useRouter();
  // Spec §2: the page may be opened with the material's name and the instructions filled in.
  const [sourceMaterial, setSourceMaterial] = useState(typeof query.sourceMaterial === 'string' ? query.sourceMaterial : '');
  const [userInput, setUserInput] = useState(typeof query.userInput === 'string' ? query.userInput : '');
  const create = useCreateAiMockExam();
  const [examKnows, setExamKnows] = useState<PickedKnow[]>([]);
  const start = () => {
    setExamKnows(material.knows);
    create.mutate({
      knowUuids: material.knows.map((know) => know.uuid),
      sourceMaterial: (sourceMaterial.trim() || material.knows.map((know) => know.title).join(', ')).slice(0, 500),
      ...(userInput.trim() ? { userInput: userInput.trim() } : {}),
    });
  };
  return (
    <AiPageFrame title={t('exam.title')} intro={t('exam.intro')} section={section}>
      <Panel as="form" onSubmit={(event) => { event.preventDefault(); start(); }}>
        <Row>
          <AttachedKnows knows={material.knows} onRemove={material.remove} />
          <KnowPicker picked={material.knows} onPick={material.add} />
        </Row>
        <FormField label={t('exam.sourceMaterial')} hint={t('exam.sourceMaterialHint')}>
          {(control) => <TextInput {...control} type="text" maxLength={500} value={sourceMaterial} onChange={(event) => setSourceMaterial(event.target.value)} />}
        </FormField>
        <FormField label={t('exam.instructions')} hint={t('exam.instructionsHint')}>
          {(control) => <TextArea {...control} rows={3} maxLength={AI_LIMITS.maxUserInputLength} value={userInput} data-testid="ai-exam-instructions" onChange={(event) => setUserInput(event.target.value)} />}
        </FormField>
        <div>
          <Button type="submit" disabled={material.knows.length === 0} isLoading={create.isPending} data-testid="ai-exam-create">
            {t('exam.create')}
          </Button>
        </div>
      </Panel>
      {create.isError ? <AiErrorMessage error={create.error} onRetry={start} /> : null}
      {create.data ? <TakeExam key={create.data.examUuid} exam={create.data} knows={examKnows} /> : null}
    </AiPageFrame>
  );
}
