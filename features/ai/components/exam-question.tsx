// One question of a mock exam to answer: options as radio buttons (multiple choice, true/false) or a text field
// (cloze, short answer).
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import styled from 'styled-components';
import { controlLook } from '../../../components/ui/form-field';
import type { AiExamQuestion } from '../../../lib/contracts/ai';

const Question = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  legend { padding: 0; margin-bottom: 8px; font-weight: 700; overflow-wrap: anywhere; }
  label { display: flex; align-items: center; gap: 10px; min-height: 44px; cursor: pointer; }
  input[type='radio'] { width: 18px; height: 18px; flex: none; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const TextAnswer = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

export function ExamQuestion({ question, number, answer, onAnswer }: { question: AiExamQuestion; number: number; answer: string; onAnswer: (answer: string) => void }) {
  const { t } = useTranslation('ai');
  const id = useId();
  const options =
    question.kind === 'true-false' ? [{ value: 'true', label: t('exam.true') }, { value: 'false', label: t('exam.false') }]
      : question.kind === 'multiple-choice' ? (question.options ?? []).map((option) => ({ value: option, label: option }))
        : null;
  return (
    <Question data-testid="ai-exam-question" data-kind={question.kind}>
      <legend>{t('exam.question', { number, prompt: question.prompt })}</legend>
      {options ? (
        options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={id} value={option.value} checked={answer === option.value} onChange={() => onAnswer(option.value)} />
            {option.label}
          </label>
        ))
      ) : (
        <TextAnswer type="text" value={answer} aria-label={t('exam.answer')} onChange={(event) => onAnswer(event.target.value)} />
      )}
    </Question>
  );
}
