// @vitest-environment jsdom
// Match and Test on a small set: a round of Match played to its end keeps the best time on the device and announces
// each pair found or missed; a Test answered gives its score and lists the mistakes with the right answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flashcards from '../../../../public/locales/en/flashcards.json';
import type { KnowFlashcards } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { MatchMode } from '../match-mode';
import { TestMode } from '../test-mode';

const KNOW = '5b0c1a52-5e7a-4a7b-9d0e-3f1f7c2d9a10';
const CARDS = [
  { front: 'der Hund', back: 'the dog' },
  { front: 'die Katze', back: 'the cat' },
  { front: 'das Haus', back: 'the house' },
];

vi.mock('../../../../lib/analytics/track', () => ({ track: vi.fn() }));
vi.mock('../../api/get-know-flashcards', () => ({
  useKnowFlashcards: (): { data: KnowFlashcards; isError: false } => ({
    isError: false,
    data: {
      totalCount: CARDS.length,
      isBlurred: false,
      cards: CARDS.map((card, index) => ({ uuid: `0000000${index}-0000-4000-8000-000000000000`, knowUuid: KNOW, position: index, kind: 'basic', ordinal: 0, ...card, frontImageUrl: null, backImageUrl: null })),
    },
  }),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards } }, defaultNS: 'flashcards', interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const show = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );

const tile = (text: string) => screen.getAllByTestId('match-tile').find((button) => button.textContent === text)!;

describe('Match', () => {
  it('clears pairs, announces a miss, and keeps the time of a finished round as the best one', () => {
    show(<MatchMode knowUuid={KNOW} />);
    expect(screen.getByTestId('match-best').textContent).toBe(flashcards.match.noBest);
    fireEvent.click(screen.getByRole('button', { name: flashcards.match.start }));
    expect(screen.getAllByTestId('match-tile')).toHaveLength(6);

    fireEvent.click(tile('der Hund'));
    expect(tile('der Hund').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile('the cat'));
    expect(screen.getByRole('status').textContent).toBe(flashcards.match.missed);

    for (const card of CARDS) {
      fireEvent.click(tile(card.front));
      fireEvent.click(tile(card.back));
    }
    const done = screen.getByTestId('match-done');
    expect(done.textContent).toContain(flashcards.match.newBest);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('knowly.flashcards.match.best.'))).toEqual([`knowly.flashcards.match.best.${KNOW}`]);
    expect(document.activeElement?.textContent).toBe(flashcards.match.again);
  });
});

describe('Test', () => {
  it('scores the answers and lists the mistakes with the right answers', () => {
    show(<TestMode knowUuid={KNOW} />);
    // Three cards make a multiple choice, a true/false and a written question; only the written one is answered
    // (right, in capitals).
    const questions = screen.getAllByTestId('test-question');
    expect(questions).toHaveLength(3);
    for (const question of questions) {
      const field = within(question).queryByRole('textbox');
      if (!field) continue;
      const front = CARDS.find((card) => question.textContent?.includes(card.front))!;
      fireEvent.change(field, { target: { value: front.back.toUpperCase() } });
    }
    fireEvent.click(screen.getByRole('button', { name: flashcards.test.submit }));
    const score = screen.getByTestId('test-score');
    expect(score.textContent).toBe('1 of 3 points (33%)');
    expect(document.activeElement).toBe(score);
    expect(screen.getAllByText(/^Right answer: /)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: flashcards.test.newTest }));
    expect(screen.getAllByTestId('test-question')).toHaveLength(3);
  });
});
