// @vitest-environment jsdom
// Learn on a set of two cards: multiple choice first, then written; a missed card comes back, a typo is pointed out
// and counted right, "I was right" counts a written answer right, and the verdicts are announced in a live region; an
// Anki type-in card (issue 31) is graded to the letter and a wrong answer shows Anki's diff.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flashcards from '../../../../public/locales/en/flashcards.json';
import type { KnowFlashcards } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { LearnMode } from '../learn-mode';

const KNOW = '5b0c1a52-5e7a-4a7b-9d0e-3f1f7c2d9a10';
const CARDS = [
  { front: 'der Hund', back: 'the dog' },
  { front: 'die Katze', back: 'the cat' },
];
/** Anki type-in cards (issue 31): both with one answer, so Learn asks in writing straight away. */
const TYPE_IN_CARDS = [
  { front: 'Wie schreibt man „Rhythmus“?', back: '[[type:Rhythmus]]' },
  { front: 'Wie schreibt man „Rhythmus“ noch einmal?', back: '[[type:Rhythmus]]' },
];
let shownCards = CARDS;
const answerOf = (front: string) => CARDS.find((card) => card.front === front)!.back;
const otherThan = (front: string) => CARDS.find((card) => card.front !== front)!.back;

vi.mock('../../../../lib/analytics/track', () => ({ track: vi.fn() }));
vi.mock('../../api/get-know-flashcards', () => ({
  useKnowFlashcards: (): { data: KnowFlashcards; isError: false } => ({
    isError: false,
    data: {
      totalCount: 2,
      isBlurred: false,
      cards: shownCards.map((card, index) => ({ uuid: `0000000${index}-0000-4000-8000-000000000000`, knowUuid: KNOW, position: index, kind: 'basic', ordinal: 0, ...card, frontImageUrl: null, backImageUrl: null })),
    },
  }),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards } }, defaultNS: 'flashcards', interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  shownCards = CARDS;
});

function show() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <LearnMode knowUuid={KNOW} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const prompt = () => screen.getByTestId('learn-prompt').textContent!;
const feedback = () => screen.getByTestId('learn-feedback');
// getByRole computes every element's accessible name (seconds per call in jsdom): the bar's name is checked once, by
// role, and read by its role attribute afterwards; buttons are found by their text.
const progress = () => document.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow');
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;
const choose = (text: string) => fireEvent.click(screen.getAllByTestId('learn-option').find((option) => option.textContent?.includes(text))!);
const write = (text: string) => {
  fireEvent.change(screen.getByTestId('learn-answer'), { target: { value: text } });
  fireEvent.click(button(flashcards.learn.check));
};
const next = () => fireEvent.click(screen.getByTestId('learn-continue'));

describe('Learn', () => {
  it('asks by choice then in writing, brings a missed card back, forgives a typo and takes "I was right"', () => {
    show();
    expect(screen.getByRole('progressbar', { name: flashcards.learn.progressLabel }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText(flashcards.learn.chooseLabel)).toBeTruthy();
    const first = prompt();
    choose(answerOf(first));
    expect(feedback().getAttribute('role')).toBe('status');
    expect(feedback().textContent).toBe(flashcards.learn.right);
    next();
    expect(progress()).toBe('1');

    // The other card, missed: the answer is shown, and the card comes back later at the same step.
    const second = prompt();
    expect(second).not.toBe(first);
    choose(otherThan(second));
    expect(feedback().textContent).toContain(`The answer is: ${answerOf(second)}`);
    next();
    expect(progress()).toBe('1');

    // The first card, now written, with one letter swapped: almost, a typo — counted right.
    expect(prompt()).toBe(first);
    expect(screen.getByText(flashcards.learn.writeLabel)).toBeTruthy();
    const typo = answerOf(first).replace(/(.)(.)$/, '$2$1');
    write(typo);
    expect(within(feedback()).getByText(`Almost — a typo. The answer is: ${answerOf(first)}`)).toBeTruthy();
    expect(feedback().textContent).toContain(`You wrote: ${typo}`);
    expect(screen.queryByText(flashcards.learn.iWasRight, { selector: 'button, button *' })).toBeNull();
    next();
    expect(progress()).toBe('2');

    // The missed card again, by choice, then written wrong — and counted right with "I was right".
    expect(prompt()).toBe(second);
    choose(answerOf(second));
    next();
    expect(prompt()).toBe(second);
    write('a completely different answer');
    expect(feedback().textContent).toContain('Not quite.');
    fireEvent.click(button(flashcards.learn.iWasRight));
    expect(feedback().textContent).toBe(flashcards.learn.overridden);
    next();

    expect(progress()).toBe('4');
    expect(screen.getByTestId('learn-done').textContent).toContain(flashcards.learn.doneTitle);
  });
});

describe('Learn on Anki type-in cards', () => {
  it('grades a typed answer to the letter, no typo forgiven, and shows what differs as Anki does', () => {
    shownCards = TYPE_IN_CARDS;
    show();
    write('Rhytmus');
    expect(feedback().textContent).toContain(flashcards.learn.wrong.replace('{{answer}}', 'Rhythmus'));
    const diff = screen.getByTestId('typed-answer-diff');
    expect(diff.textContent).toBe('Rhyt-mus↓Rhythmus');
    expect([...diff.querySelectorAll('ins')].map((element) => element.textContent)).toEqual(['-', 'h']);
    fireEvent.click(screen.getByTestId('learn-continue'));
    write('Rhythmus');
    expect(feedback().textContent).toContain(flashcards.learn.right);
    expect(screen.queryByTestId('typed-answer-diff')).toBeNull();
  });

  it('asks a type-in card in writing straight away, even where the set’s answers differ enough to choose among', () => {
    shownCards = [
      { front: 'Wie schreibt man „Rhythmus“?', back: '[[type:Rhythmus]]' },
      { front: 'Wie schreibt man „Gymnasium“?', back: '[[type:Gymnasium]]' },
    ];
    show();
    expect(screen.queryAllByTestId('learn-option')).toHaveLength(0);
    write(prompt().includes('Rhythmus') ? 'Rhythmus' : 'Gymnasium');
    expect(feedback().textContent).toContain(flashcards.learn.right);
    fireEvent.click(screen.getByTestId('learn-continue'));
    expect(progress()).toBe('1');
    expect(screen.queryAllByTestId('learn-option')).toHaveLength(0);
    expect(screen.getByTestId('learn-answer')).toBeTruthy();
  });
});
