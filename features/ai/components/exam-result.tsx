// A graded mock exam: the score, and for each question whether it was right, the answer given, the expected one and
// the passage it was made from, linked to its page.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { GradedAiMockExam } from '../../../lib/contracts/ai';
import type { CitedKnow } from '../lib/citation-links';
import { CitationSource } from './citation-list';

const Score = styled.p`
  margin: 0;
  font: 800 1.5rem ${({ theme }) => theme.fonts.display};
`;

const Corrections = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    gap: 4px;
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    border-left: 4px solid ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successTint};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  li[data-correct='false'] { border-left-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.dangerTint}; }
  p { margin: 0; }
  strong { font-weight: 700; }
`;

export function ExamResult({ graded, knows }: { graded: GradedAiMockExam; knows: readonly CitedKnow[] }) {
  const { t } = useTranslation('ai');
  const shown = (answer: string | null) => (answer === 'true' ? t('exam.true') : answer === 'false' ? t('exam.false') : answer || t('exam.noAnswer'));
  return (
    <>
      <Score role="status" data-testid="ai-exam-score">
        {t('exam.score', { score: graded.score, total: graded.total })}
      </Score>
      <Corrections>
        {graded.questions.map((question, index) => (
          <li key={question.questionUuid} data-correct={question.correct} data-testid="ai-exam-correction">
            <p>
              <strong>{question.correct ? t('exam.right') : t('exam.wrong')}</strong> {t('exam.question', { number: index + 1, prompt: question.prompt })}
            </p>
            <p>{t('exam.yourAnswer', { answer: shown(question.answer) })}</p>
            {question.correct ? null : <p>{t('exam.expected', { answer: shown(question.expected) })}</p>}
            <p>
              <CitationSource citation={question.source} knows={knows} />
            </p>
          </li>
        ))}
      </Corrections>
    </>
  );
}
