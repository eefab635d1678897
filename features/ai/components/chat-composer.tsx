// Where the question is typed: Enter sends (Shift+Enter makes a new line), and while an answer streams the Send
// button becomes Stop.
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { controlLook } from '../../../components/ui/form-field';
import { AI_LIMITS } from '../../../config/ai-limits';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 10px;
`;

const QuestionInput = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  flex: 1;
  min-height: 48px;
  max-height: 200px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  resize: vertical;
`;

export function ChatComposer({ busy, onSend, onStop, placeholder }: { busy: boolean; onSend: (text: string) => Promise<unknown> | void; onStop: () => void; placeholder?: string }) {
  const { t } = useTranslation('ai');
  const [text, setText] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setText('');
    void onSend(question);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <Form onSubmit={send}>
      <QuestionInput
        value={text}
        rows={2}
        maxLength={AI_LIMITS.maxQuestionLength}
        aria-label={t('chat.question')}
        placeholder={placeholder ?? t('chat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        data-testid="ai-question-input"
      />
      {busy ? (
        <Button variant="outline" onClick={onStop} data-testid="ai-stop">
          {t('chat.stop')}
        </Button>
      ) : (
        <Button type="submit" disabled={text.trim() === ''} data-testid="ai-send">
          {t('chat.send')}
        </Button>
      )}
    </Form>
  );
}
