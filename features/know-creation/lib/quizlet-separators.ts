// The separators of a pasted Quizlet export, as Quizlet's export dialog offers them — between term and definition a
// tab, a comma or a custom text; between cards a new line, a semicolon or a custom text — turned into the body of
// POST flashcards/imports (format "quizlet"). A custom choice with nothing typed is a problem, never a request.
import { MAX_CUSTOM_SEPARATOR_LENGTH } from '../../../config/flashcards';
import type { FlashcardTextImport } from '../../../lib/contracts/flashcards';

export const TERM_SEPARATOR_CHOICES = ['tab', 'comma', 'custom'] as const;
export const CARD_SEPARATOR_CHOICES = ['newline', 'semicolon', 'custom'] as const;

export type SeparatorChoice<Named extends string> = { choice: Named | 'custom'; custom: string };
type TermSeparator = SeparatorChoice<'tab' | 'comma'>;
type CardSeparator = SeparatorChoice<'newline' | 'semicolon'>;

/** The Quizlet tab's form: the pasted text and the two separators chosen (the page keeps it across tabs). */
export type QuizletState = { text: string; term: TermSeparator; card: CardSeparator };

export const INITIAL_QUIZLET_STATE: QuizletState = { text: '', term: { choice: 'tab', custom: '' }, card: { choice: 'newline', custom: '' } };

type QuizletRequest =
  | { ok: true; body: FlashcardTextImport }
  | { ok: false; problem: 'emptyText' | 'customTermSeparatorMissing' | 'customCardSeparatorMissing' | 'customSeparatorTooLong' | 'sameSeparators' };

/** What a custom separator typed in a text field stands for: the escapes \t and \n as the characters they name. */
function customSeparator(typed: string): string {
  return typed.replace(/\\t/g, '\t').replace(/\\n/g, '\n');
}

const NAMED_CHARACTERS: Record<string, string> = { tab: '\t', comma: ',', newline: '\n', semicolon: ';' };

export function quizletImportRequest(text: string, term: TermSeparator, card: CardSeparator): QuizletRequest {
  if (text.trim() === '') return { ok: false, problem: 'emptyText' };
  const termSeparator = term.choice === 'custom' ? customSeparator(term.custom) : term.choice;
  const cardSeparator = card.choice === 'custom' ? customSeparator(card.custom) : card.choice;
  if (termSeparator === '') return { ok: false, problem: 'customTermSeparatorMissing' };
  if (cardSeparator === '') return { ok: false, problem: 'customCardSeparatorMissing' };
  if (termSeparator.length > MAX_CUSTOM_SEPARATOR_LENGTH || cardSeparator.length > MAX_CUSTOM_SEPARATOR_LENGTH) return { ok: false, problem: 'customSeparatorTooLong' };
  if ((NAMED_CHARACTERS[termSeparator] ?? termSeparator) === (NAMED_CHARACTERS[cardSeparator] ?? cardSeparator)) return { ok: false, problem: 'sameSeparators' };
  return { ok: true, body: { format: 'quizlet', text, termSeparator, cardSeparator } };
}
