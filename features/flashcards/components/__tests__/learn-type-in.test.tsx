// @vitest-environment jsdom
// Learn on Anki type-in cards (issue 31): a written answer is graded as Anki grades it — to the letter, no typo
// forgiven — and a wrong one shows Anki's diff (typed line, arrow, expected line). Both cards have one answer, so Learn
// asks in writing straight away.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import flashcards from '../../../../public/locales/en/flashcards.json';
import type { KnowFlashcards } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { LearnMode } from '../learn-mode';

const KNOW = '5b0c1a52-5e7a-4a7b-9d0e-3f1f7c2d9a11';

vi.mock('../../../../lib/analytics/track', () => ({ track: vi.fn() }));
vi.mock('../../api/get-know-flashcards', () => ({
  useKnowFlashcards: (): { data: KnowFlashcards; isError: false } => ({
    isError: false,
    data: {
      totalCount: 2,
      isBlurred: false,
      cards: [
        { front: 'Wie schreibt man „Rhythmus“?', back: '[[type:Rhythmus]]' },
        { front: 'Wie schreibt man „Rhythmus“ noch einmal?', back: '[[type:Rhythmus]]' },
      ].map((card, index) => ({ uuid: `0000000${index}-0000-4000-8000-000000000001`, knowUuid: KNOW, position: index, kind: 'basic', ordinal: 0, ...card, frontImageUrl: null, backImageUrl: null })),
    },
  }),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards } }, defaultNS: 'flashcards', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

it('grades a typed answer to the letter and shows what differs', { timeout: 30_000 }, () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <LearnMode knowUuid={KNOW} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const write = (text: string) => {
    fireEvent.change(screen.getByTestId('learn-answer'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: flashcards.learn.check }));
  };
  // One letter missing is a typo Learn forgives elsewhere; Anki does not.
  write('Rhytmus');
  expect(screen.getByTestId('learn-feedback').textContent).toContain(flashcards.learn.wrong.replace('{{answer}}', 'Rhythmus'));
  expect(screen.getByTestId('typed-answer-diff').textContent).toBe('Rhyt-mus↓Rhythmus');
  expect([...screen.getByTestId('typed-answer-diff').querySelectorAll('ins')].map((element) => element.textContent)).toEqual(['-', 'h']);
  fireEvent.click(screen.getByTestId('learn-continue'));
  write('Rhythmus');
  expect(screen.getByTestId('learn-feedback').textContent).toContain(flashcards.learn.right);
  expect(screen.queryByTestId('typed-answer-diff')).toBeNull();
});
