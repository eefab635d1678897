// @vitest-environment jsdom
// Issue 31, "first set in one minute": /app/flashcards/new is the editor; one "Save set" makes a private draft (nothing
// about publishing is asked) and offers "Study now", which opens the set's review, and publishing as a later choice.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import upload from '../../../../public/locales/en/upload.json';
import { routes } from '../../../../lib/routes/page-routes';
import { theme } from '../../../../styles/theme';

const KNOW = '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a';
const mocks = vi.hoisted(() => ({ push: vi.fn(async () => true), call: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/app/flashcards/new', query: {}, asPath: '/app/flashcards/new', push: mocks.push, prefetch: async () => undefined, locale: 'en', isReady: true }) }));
vi.mock('../../../../lib/api/clients', () => ({ callApi: mocks.call }));
vi.mock('../../../auth', () => ({ useRefreshUser: () => async () => undefined, useUser: () => ({ data: null }) }));
vi.mock('../../../../lib/analytics/track', () => ({ track: vi.fn() }));

const { NewFlashcardSetPage } = await import('../new-flashcard-set-page');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { upload } }, defaultNS: 'upload', interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  mocks.call.mockReset();
  mocks.push.mockClear();
});

const show = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{node}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('/app/flashcards/new', () => {
  it('opens on the editor, saves the typed cards in one step and offers Study now (the review) and publishing later', { timeout: 60_000 }, async () => {
    mocks.call.mockResolvedValue({ knowUuid: KNOW });
    show(<NewFlashcardSetPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(upload.flashcards.newSet.title);
    expect(screen.getByTestId('flashcard-editor')).toBeTruthy();
    expect(screen.getByRole('tab', { name: upload.flashcards.sources.anki })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Front of card 1'), { target: { value: 'Mitochondrien' } });
    fireEvent.change(screen.getByLabelText('Back of card 1'), { target: { value: 'Kraftwerke der Zelle' } });
    const save = screen.getByTestId('create-flashcards-from-editor');
    expect(save.textContent).toBe(upload.flashcards.newSet.save);
    await act(async () => fireEvent.click(save));

    expect(mocks.call).toHaveBeenCalledTimes(1);
    expect(mocks.call.mock.calls[0]![1]).toEqual({ body: { cards: [{ kind: 'basic', front: 'Mitochondrien', back: 'Kraftwerke der Zelle', frontImage: null, backImage: null }] } });
    // No detour through the details page: the set is saved (a private draft) right here.
    expect(mocks.push).not.toHaveBeenCalled();
    // The saved set's panel loads when shown (next/dynamic).
    expect(await screen.findByRole('heading', { name: upload.flashcards.newSet.savedTitle })).toBeTruthy();
    expect(screen.getByTestId('study-new-set').getAttribute('href')).toBe(routes.flashcards({ knowUuid: KNOW }));
    expect(screen.getByTestId('study-new-set').textContent).toBe(upload.flashcards.newSet.studyNow);
    expect(screen.getByTestId('publish-new-set').getAttribute('href')).toBe(routes.knowDetails({ knowUuid: KNOW, hasFlashcards: 'true' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: upload.flashcards.newSet.savedTitle }));
  });

  it('keeps the editor and says what is missing when the card has no back, sending nothing', { timeout: 60_000 }, async () => {
    show(<NewFlashcardSetPage />);
    fireEvent.change(screen.getByLabelText('Front of card 1'), { target: { value: 'Zelle' } });
    await act(async () => fireEvent.click(screen.getByTestId('create-flashcards-from-editor')));
    expect(screen.getByTestId('flashcard-import-problem').textContent).toBe('Card 1 needs a back.');
    expect(mocks.call).not.toHaveBeenCalled();
    expect(screen.queryByTestId('saved-flashcard-set')).toBeNull();
  });
});
