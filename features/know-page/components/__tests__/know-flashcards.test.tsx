// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import know from '../../../../public/locales/en/know.json';
import type { KnowFlashcards } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { KnowFlashcardList } from '../know-flashcards';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { know } }, defaultNS: 'know', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale: 'en', isReady: true } as unknown as NextRouter;
const KNOW = { uuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', path: '/knows/tiere-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a' };
const card = (position: number, front: string, back: string, kind: 'basic' | 'reversed' = 'basic', ordinal = 1) =>
  ({ uuid: `c-${position}-${ordinal}`, knowUuid: KNOW.uuid, position, kind, ordinal, front, back, frontImageUrl: null, backImageUrl: null }) as const;

function show(flashcards: KnowFlashcards) {
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <KnowFlashcardList know={KNOW} flashcards={flashcards} />
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

describe("a flashcard set's cards on its page", () => {
  it('shows every card (a reversed note once), the study link and both exports to whoever may have the whole set', () => {
    show({ totalCount: 3, isBlurred: false, cards: [card(1, '<b>der Hund</b>', 'the dog', 'reversed', 1), card(1, 'the dog', '<b>der Hund</b>', 'reversed', 2), card(2, 'die Katze', 'the cat')] });
    expect(screen.getAllByTestId('know-flashcard').map((item) => item.textContent)).toEqual(['der Hundthe dog', 'die Katzethe cat']);
    expect(screen.getByTestId('study-flashcards').getAttribute('href')).toBe(`/app/flashcards?knowUuid=${KNOW.uuid}`);
    expect(screen.getByTestId('export-flashcards-csv').getAttribute('href')).toBe(`/api/v1/knows/${KNOW.uuid}/flashcards/export?format=csv`);
    expect(screen.getByTestId('export-flashcards-apkg').getAttribute('href')).toBe(`/api/v1/knows/${KNOW.uuid}/flashcards/export?format=apkg`);
    expect(screen.queryByTestId('know-blur-cta')).toBeNull();
  });

  it('shows a blurred visitor the cards they got and the sign-up call to action with the whole count, and no export', () => {
    show({ totalCount: 8, isBlurred: true, cards: [1, 2, 3, 4, 5].map((n) => card(n, `Wort ${n}`, `word ${n}`)) });
    expect(screen.getAllByTestId('know-flashcard')).toHaveLength(5);
    expect(screen.getByTestId('know-blur-cta').textContent).toContain('This set has 8 cards');
    expect(screen.getByRole('link', { name: know.cta.signUp }).getAttribute('href')).toContain(`redirect=${encodeURIComponent(KNOW.path)}`);
    expect(screen.queryByTestId('export-flashcards-csv')).toBeNull();
  });
});
