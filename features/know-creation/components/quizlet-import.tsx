// Quizlet's export text, pasted, with the separators chosen as in Quizlet's export dialog (between term and
// definition: tab, comma or custom; between cards: new line, semicolon or custom), then a preview.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { controlLook, FieldError, FormField } from '../../../components/ui/form-field';
import { MAX_CUSTOM_SEPARATOR_LENGTH } from '../../../config/flashcards';
import type { FlashcardTextImport } from '../../../lib/contracts/flashcards';
import { CARD_SEPARATOR_CHOICES, quizletImportRequest, TERM_SEPARATOR_CHOICES, type QuizletState, type SeparatorChoice } from '../lib/quizlet-separators';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 200px;
  padding: 12px;
  resize: vertical;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95rem;
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend { padding: 0 6px; font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  cursor: pointer;
  input[type='radio'] { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

const CustomInput = styled.input<{ $invalid?: boolean }>`
  ${controlLook}
  width: 8em;
  min-height: 40px;
  padding: 0 10px;
`;

const Hint = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: 1.6;
`;

function SeparatorGroup<Named extends string>({ legend, name, choices, value, onChange, labels, customLabel }: {
  legend: string;
  name: string;
  choices: readonly (Named | 'custom')[];
  value: SeparatorChoice<Named>;
  onChange: (value: SeparatorChoice<Named>) => void;
  labels: Record<string, string>;
  customLabel: string;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <Option key={choice}>
          <input type="radio" name={name} value={choice} checked={value.choice === choice} onChange={() => onChange({ ...value, choice })} />
          {labels[choice]}
          {choice === 'custom' && value.choice === 'custom' ? (
            <CustomInput aria-label={customLabel} value={value.custom} maxLength={12} onChange={(event) => onChange({ ...value, custom: event.target.value })} />
          ) : null}
        </Option>
      ))}
    </Group>
  );
}

export function QuizletImport({ state, onChange, onPreview }: { state: QuizletState; onChange: (state: QuizletState) => void; onPreview: (body: FlashcardTextImport) => Promise<unknown> }) {
  const { t } = useTranslation('upload');
  const [problem, setProblem] = useState<string | null>(null);

  async function preview() {
    const request = quizletImportRequest(state.text, state.term, state.card);
    if (!request.ok) {
      setProblem(t(`flashcards.quizlet.problems.${request.problem}`, { count: MAX_CUSTOM_SEPARATOR_LENGTH }));
      return;
    }
    setProblem(null);
    await onPreview(request.body);
  }

  return (
    <>
      <Hint>
        <li>{t('flashcards.quizlet.step1')}</li>
        <li>{t('flashcards.quizlet.step2')}</li>
        <li>{t('flashcards.quizlet.step3')}</li>
      </Hint>
      <FormField label={t('flashcards.quizlet.textLabel')} hint={t('flashcards.quizlet.textHint')}>
        {(control) => (
          <TextArea {...control} value={state.text} spellCheck={false} data-testid="quizlet-text" onChange={(event) => onChange({ ...state, text: event.target.value })} />
        )}
      </FormField>
      <Groups>
        <SeparatorGroup
          legend={t('flashcards.quizlet.termSeparator')}
          name="term-separator"
          choices={TERM_SEPARATOR_CHOICES}
          value={state.term}
          onChange={(term) => onChange({ ...state, term })}
          labels={{ tab: t('flashcards.quizlet.tab'), comma: t('flashcards.quizlet.comma'), custom: t('flashcards.quizlet.custom') }}
          customLabel={t('flashcards.quizlet.customTermSeparator')}
        />
        <SeparatorGroup
          legend={t('flashcards.quizlet.cardSeparator')}
          name="card-separator"
          choices={CARD_SEPARATOR_CHOICES}
          value={state.card}
          onChange={(card) => onChange({ ...state, card })}
          labels={{ newline: t('flashcards.quizlet.newline'), semicolon: t('flashcards.quizlet.semicolon'), custom: t('flashcards.quizlet.custom') }}
          customLabel={t('flashcards.quizlet.customCardSeparator')}
        />
      </Groups>
      {problem ? <FieldError role="alert">{problem}</FieldError> : null}
      <div>
        <Button onClick={preview} data-testid="quizlet-preview">
          {t('flashcards.showPreview')}
        </Button>
      </div>
    </>
  );
}
