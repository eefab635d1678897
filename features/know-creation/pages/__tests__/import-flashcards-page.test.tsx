// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import upload from '../../../../public/locales/en/upload.json';
import { theme } from '../../../../styles/theme';

const mocks = vi.hoisted(() => ({ push: vi.fn(async () => true), call: vi.fn() }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/knows/create/import-flashcards', query: {}, asPath: '/', push: mocks.push, prefetch: async () => undefined, locale: 'en', isReady: true }) }));
vi.mock('../../../../lib/api/clients', () => ({ callApi: mocks.call }));
vi.mock('../../../auth', () => ({ useRefreshUser: () => async () => undefined, useUser: () => ({ data: null }) }));

const { ImportFlashcardsPage } = await import('../import-flashcards-page');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { upload } }, defaultNS: 'upload', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </I18nextProvider>
  </QueryClientProvider>
);

describe('/knows/create/import-flashcards', () => {
  it('previews a Quizlet text with the separators chosen, and creates the set from the preview, on to the details page', { timeout: 60_000 }, async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }, options: { body: unknown }) => {
      if (endpoint.path.endsWith('/imports')) return { cards: [{ kind: 'basic', front: 'Hund', back: 'dog', frontImage: null, backImage: null }], problems: [{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 2 }] }] };
      if (endpoint.path.endsWith('/knows/flashcards')) return { knowUuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a' };
      throw new Error(JSON.stringify(options));
    });
    render(wrap(<ImportFlashcardsPage />));
    fireEvent.click(screen.getByRole('tab', { name: 'From Quizlet' }));
    // The Quizlet form and the preview load when shown (next/dynamic).
    fireEvent.change(await screen.findByLabelText('Text of your Quizlet export'), { target: { value: 'Hund\tdog\nKatze\t' } });
    fireEvent.click(screen.getByLabelText('Comma'));
    await act(async () => fireEvent.click(screen.getByTestId('quizlet-preview')));
    expect(mocks.call.mock.calls[0]![1]).toEqual({ body: { format: 'quizlet', text: 'Hund\tdog\nKatze\t', termSeparator: 'comma', cardSeparator: 'newline' } });
    expect((await screen.findByTestId('flashcard-preview-count')).textContent).toBe('1 card ready');
    await act(async () => fireEvent.click(screen.getByTestId('create-flashcards')));
    expect(mocks.call.mock.calls[1]![1]).toEqual({ body: { cards: [{ kind: 'basic', front: 'Hund', back: 'dog', frontImage: null, backImage: null }] } });
    expect(mocks.push).toHaveBeenCalledWith({ pathname: '/knows/create/details', query: { knowUuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', hasFlashcards: 'true' } });
  });

  it('tells what the editor still needs before it sends anything', async () => {
    mocks.call.mockReset();
    mocks.call.mockResolvedValue({ knowUuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a' });
    render(wrap(<ImportFlashcardsPage />));
    await act(async () => fireEvent.click(screen.getByTestId('create-flashcards-from-editor')));
    expect(screen.getByTestId('flashcard-import-problem').textContent).toBe('Write at least one card.');
    fireEvent.change(screen.getByLabelText('Front of card 1'), { target: { value: '**Hund**' } });
    await act(async () => fireEvent.click(screen.getByTestId('create-flashcards-from-editor')));
    expect(screen.getByTestId('flashcard-import-problem').textContent).toBe('Card 1 needs a back.');
    expect(mocks.call).not.toHaveBeenCalled();
  });
});
