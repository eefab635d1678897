// @vitest-environment jsdom
// The statistics tab: answers per day as the forecast's chart (30 rows for screen readers, today last), retention
// achieved against desired with its verdict, and the cards per state.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flashcards from '../../../../public/locales/en/flashcards.json';
import type { FlashcardStatistics as Statistics } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { FlashcardStatistics } from '../flashcard-statistics';

/** 27 October to 25 November 2026, 4 answers every third day. */
const STATISTICS: Statistics = {
  days: Array.from({ length: 30 }, (_, index) => ({ date: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10), reviews: index % 3 === 0 ? 4 : 0 })),
  retention: { achieved: 0.84, reviews: 150, desired: 0.9 },
  states: { new: 12, learning: 3, review: 40, relearning: 2 },
};
vi.mock('../../api/get-flashcard-statistics', () => ({ useFlashcardStatistics: () => ({ isError: false, data: STATISTICS }) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards } }, defaultNS: 'flashcards', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('statistics tab', () => {
  it('shows the answers per day, retention against desired, and the cards per state', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <FlashcardStatistics />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('statistics-summary').textContent).toBe('Answers in 30 days: 40 · days studied: 10');
    const rows = screen.getByTestId('statistics-table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(30);
    expect(rows[29]!.querySelector('th')!.textContent).toContain('25');
    expect(screen.getByTestId('retention-achieved').textContent).toBe('84%');
    expect(screen.getByText('A little below your aim (reviews measured: 150). Your scheduling is fitted to how you remember once you have 400 reviews.')).toBeTruthy();
    expect(['new', 'learning', 'review', 'relearning'].map((state) => screen.getByTestId(`state-${state}`).textContent)).toEqual(['12', '3', '40', '2']);
    expect(screen.getByText(flashcards.statistics.statesTitle)).toBeTruthy();
  });
});
