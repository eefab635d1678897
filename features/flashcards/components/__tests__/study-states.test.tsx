// @vitest-environment jsdom
// Issue 31, the small things: a chosen Match tile and a chosen Learn option stand apart from the resting ones (theme
// colour tokens, so light and dark alike; the focus ring only for keyboard focus, not a permanent 3 px outline), a tap
// is told as a choice ("You chose"), never as writing, and a user without any card is told so, not "Well done!".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import flashcards from '../../../../public/locales/en/flashcards.json';
import type { FlashcardSet, KnowFlashcards } from '../../../../lib/contracts/flashcards';
import { routes } from '../../../../lib/routes/page-routes';
import { theme } from '../../../../styles/theme';
import { FlashcardsOverview } from '../flashcards-overview';
import { LearnMode } from '../learn-mode';
import { MatchMode } from '../match-mode';
import { ReviewSession } from '../review-session';

const KNOW = '5b0c1a52-5e7a-4a7b-9d0e-3f1f7c2d9a10';
const CARDS = [
  { front: 'der Hund', back: 'the dog' },
  { front: 'die Katze', back: 'the cat' },
  { front: 'das Haus', back: 'the house' },
];
const state = vi.hoisted(() => ({ sets: [] as FlashcardSet[] }));

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/app/flashcards', query: {}, asPath: '/app/flashcards', push: vi.fn(), prefetch: async () => undefined, locale: 'en', isReady: true }) }));
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
vi.mock('../../api/get-due-flashcards', () => {
  const data = { cards: [], dueToday: 0, newToday: 0 };
  return { useDueFlashcards: () => ({ isError: false, data, refetch: async () => ({ isError: false, data }) }) };
});
vi.mock('../../api/send-answers', () => {
  const queue = { flush: async () => undefined, pending: () => [], add: vi.fn(), undo: vi.fn() };
  return { useAnswerQueue: () => ({ queue, pending: [] }) };
});
vi.mock('../../api/get-flashcard-sets', () => ({ useFlashcardSets: () => ({ isError: false, data: state.sets }), useStudiedSets: () => [] }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards } }, defaultNS: 'flashcards', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const show = (children: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );

/** The declarations styled-components wrote for the element's own classes: `{ plain, focusVisible }` (the rule
 *  without a pseudo-class, and the one for :focus-visible). */
function stylesOf(element: Element): { plain: string; focusVisible: string } {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const rules = [...element.classList].flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}([^{,]*)\\{([^}]*)\\}`, 'g'))].map((match) => ({ selector: match[1]!.trim(), body: match[2]! })));
  return {
    plain: rules.filter((rule) => rule.selector === '').map((rule) => rule.body).join(';'),
    focusVisible: rules.filter((rule) => rule.selector.startsWith(':focus-visible')).map((rule) => rule.body).join(';'),
  };
}

const tile = (text: string) => screen.getAllByTestId('match-tile').find((button) => button.textContent === text)!;

describe('Match: the chosen tile', () => {
  it('is filled with the brand colour (tokens, light and dark) while the others rest on the surface, and no tile wears a ring until keyboard focus', { timeout: 60_000 }, () => {
    show(<MatchMode knowUuid={KNOW} />);
    fireEvent.click(screen.getByRole('button', { name: flashcards.match.start }));
    fireEvent.click(tile('der Hund'));
    const chosen = stylesOf(tile('der Hund'));
    const resting = stylesOf(tile('the cat'));
    expect(tile('der Hund').getAttribute('aria-pressed')).toBe('true');
    expect(chosen.plain).toContain('background:var(--k-brandBlue)');
    expect(chosen.plain).toContain('color:var(--k-onBrand)');
    expect(resting.plain).toContain('background:var(--k-surface)');
    expect(resting.plain).toContain('color:var(--k-ink)');
    for (const styles of [chosen, resting]) {
      expect(styles.plain).not.toContain('outline');
      expect(styles.focusVisible).toContain('outline:3px solid var(--k-brandBlue)');
    }
  });
});

describe('Learn: a tapped option', () => {
  it('is marked as chosen, no option wears a permanent ring, and a wrong tap says "You chose", not "You wrote"', { timeout: 60_000 }, () => {
    show(<LearnMode knowUuid={KNOW} />);
    for (const option of screen.getAllByTestId('learn-option')) expect(stylesOf(option).plain).not.toContain('outline');
    const prompt = screen.getByTestId('learn-prompt').textContent!;
    const right = CARDS.find((card) => card.front === prompt)!.back;
    const wrongOption = screen.getAllByTestId('learn-option').find((option) => !option.textContent!.includes(right))!;
    const wrong = CARDS.find((card) => wrongOption.textContent!.includes(card.back))!.back;
    fireEvent.click(wrongOption);
    expect(wrongOption.getAttribute('aria-pressed')).toBe('true');
    expect(stylesOf(wrongOption).plain).toContain('box-shadow:inset 0 0 0 2px var(--k-danger)');
    const resting = screen.getAllByTestId('learn-option').find((option) => option !== wrongOption && !option.textContent!.includes(right))!;
    expect(stylesOf(resting).plain).toContain('box-shadow:none');
    const feedback = screen.getByTestId('learn-feedback').textContent!;
    expect(feedback).toContain(flashcards.learn.youChose.replace('{{answer}}', wrong));
    expect(feedback).not.toContain(flashcards.learn.youWrote.replace(': {{answer}}', ''));
  });
});

describe('The overview without cards', () => {
  it('says there are no cards yet (not "Well done!") and offers a new set; with cards and nothing due it says well done', { timeout: 60_000 }, () => {
    state.sets = [];
    show(<FlashcardsOverview />);
    expect(screen.getByTestId('due-today').textContent).toBe(flashcards.overview.noCardsYet);
    expect(screen.getByRole('link', { name: flashcards.overview.emptyAction }).getAttribute('href')).toBe(routes.newFlashcardSet());
    cleanup();

    state.sets = [{ knowUuid: KNOW, title: 'Zellorganellen', path: null, source: 'own', cardCount: 3, studiedCount: 3 }];
    show(<FlashcardsOverview />);
    expect(screen.getByTestId('due-today').textContent).toBe(flashcards.overview.nothingDue);
  });

  it('names each way to study a set once: Review, Learn, Test, Match', { timeout: 60_000 }, () => {
    state.sets = [{ knowUuid: KNOW, title: 'Zellorganellen', path: null, source: 'own', cardCount: 3, studiedCount: 0 }];
    show(<FlashcardsOverview />);
    const names = ['review', 'learn', 'test', 'match'].map((mode) => screen.getByTestId(`set-mode-${mode}`).textContent);
    expect(names).toEqual([flashcards.modes.review, flashcards.modes.learn, flashcards.modes.test, flashcards.modes.match]);
    expect(screen.getByTestId('set-mode-review').getAttribute('href')).toBe(routes.flashcards({ knowUuid: KNOW }));
  });

  it('names the four ways to study with four different words in every locale (de had "Lernen" for Review and Learn)', () => {
    const root = join(process.cwd(), 'public/locales');
    for (const locale of readdirSync(root)) {
      const { modes } = JSON.parse(readFileSync(join(root, locale, 'flashcards.json'), 'utf8')) as { modes: Record<string, string> };
      const names = ['review', 'learn', 'test', 'match'].map((mode) => modes[mode]!.toLocaleLowerCase(locale));
      expect(new Set(names).size, `${locale}: ${names.join(', ')}`).toBe(4);
    }
  });

  it('a review with no card due ends saying there is nothing to review, not congratulating on 0 cards', { timeout: 60_000 }, async () => {
    show(<ReviewSession userUuid="00000000-0000-4000-8000-0000000000aa" knowUuid={KNOW} />);
    const end = await screen.findByTestId('session-completed');
    expect(end.querySelector('h2')!.textContent).toBe(flashcards.review.nothingDueTitle);
    expect(end.textContent).toContain(flashcards.review.nothingDueText);
    expect(end.textContent).not.toContain(flashcards.review.completedTitle);
  });
});
