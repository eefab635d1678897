// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import upload from '../../../../public/locales/en/upload.json';
import { theme } from '../../../../styles/theme';
import { emptyCard, type EditorCard } from '../../lib/editor-cards';
import { FlashcardEditor } from '../flashcard-editor';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { upload } }, defaultNS: 'upload', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

/** The rows as the editor last handed them up. */
let shown: EditorCard[] = [];
const keep = (cards: EditorCard[]) => {
  shown = cards;
};

function Editor({ initial }: { initial: EditorCard[] }) {
  const [cards, setCards] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <FlashcardEditor
          cards={cards}
          onChange={(next) => {
            keep(next);
            setCards(next);
          }}
        />
      </ThemeProvider>
    </I18nextProvider>
  );
}

const paste = (element: HTMLElement, text: string) => fireEvent.paste(element, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

describe('the card editor', () => {
  it('turns several lines pasted into a front into one card per line, and says so', () => {
    render(<Editor initial={[emptyCard()]} />);
    paste(screen.getByLabelText('Front of card 1'), 'der Hund\tthe dog\ndie Katze\tthe cat\ndas Haus\tthe house');
    expect(shown.map(({ front, back }) => [front, back])).toEqual([
      ['der Hund', 'the dog'],
      ['die Katze', 'the cat'],
      ['das Haus', 'the house'],
    ]);
    expect((screen.getByLabelText('Back of card 3') as HTMLTextAreaElement).value).toBe('the house');
    expect(screen.getByRole('status').textContent).toBe('3 cards added from the pasted text.');
    expect(document.activeElement).toBe(screen.getByLabelText('Front of card 3'));
  });

  it('leaves a paste of one line to the field', () => {
    render(<Editor initial={[emptyCard()]} />);
    paste(screen.getByLabelText('Front of card 1'), 'der Hund\tthe dog');
    expect(screen.queryByLabelText('Front of card 2')).toBeNull();
  });

  it('adds, moves and deletes cards', () => {
    render(<Editor initial={[{ ...emptyCard(), front: 'eins' }, { ...emptyCard(), front: 'zwei' }]} />);
    fireEvent.click(screen.getByLabelText('Move card 2 up'));
    expect(shown.map((card) => card.front)).toEqual(['zwei', 'eins']);
    fireEvent.click(screen.getByLabelText('Delete card 1'));
    expect(shown.map((card) => card.front)).toEqual(['eins']);
    fireEvent.click(screen.getByTestId('add-card'));
    expect(shown.map((card) => card.front)).toEqual(['eins', '']);
    expect(document.activeElement).toBe(screen.getByLabelText('Front of card 2'));
  });
});
