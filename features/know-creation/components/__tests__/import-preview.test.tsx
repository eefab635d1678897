// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import upload from '../../../../public/locales/en/upload.json';
import { importImageUrl, type FlashcardImportPreview } from '../../../../lib/contracts/flashcards';
import { theme } from '../../../../styles/theme';
import { ImportPreview } from '../import-preview';

const mocks = vi.hoisted(() => ({ getImportImage: vi.fn() }));
vi.mock('../../api/get-import-image', () => ({ getImportImage: mocks.getImportImage }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { upload } }, defaultNS: 'upload', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const basic = (front: string, back: string) => ({ kind: 'basic' as const, front, back, frontImage: null, backImage: null });

function show(preview: FlashcardImportPreview) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ImportPreview preview={preview} onCreate={async () => undefined} onEdit={() => undefined} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('the preview of an import', () => {
  it('counts the cards and tells each line it could not read, with the reason', () => {
    show({
      cards: [basic('<b>Hund</b>', 'dog'), basic('Katze', 'cat')],
      problems: [{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 3 }] }, { reason: 'UNCLOSED_QUOTE', count: 1, examples: [{ line: 7 }] }],
    });
    expect(screen.getByTestId('flashcard-preview-count').textContent).toBe('2 cards ready');
    const problems = within(screen.getByTestId('flashcard-preview-problems'));
    expect(problems.getByRole('heading').textContent).toBe('2 problems found');
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: the back is empty, so the card was left out.',
      'Line 7: a quotation mark is not closed.',
    ]);
    expect(screen.getByTestId('create-flashcards').textContent).toBe('Create a set with 2 cards');
    // The rich text is shown as such.
    expect(screen.getByText('Hund').tagName).toBe('B');
  });

  it("tells an Anki note's number and note type, and a reason it does not know in general words", () => {
    show({
      cards: [basic('Hund', 'dog')],
      problems: [
        { reason: 'IMAGE_OCCLUSION', count: 1, examples: [{ note: 4, noteType: 'Image Occlusion' }] },
        { reason: 'MISSING_IMAGE', count: 1, examples: [{ note: 9 }] },
        { reason: 'SOMETHING_NEW', count: 1, examples: [{ line: 2 }] },
      ],
    });
    expect(screen.getByTestId('flashcard-preview-count').textContent).toBe('1 card ready');
    expect(within(screen.getByTestId('flashcard-preview-problems')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Note 4 (Image Occlusion): an image occlusion note has no picture, or one that cannot be read; the note is left out.',
      'Note 9: an image is missing from the package; the card comes without it.',
      'Line 2: it could not be read.',
    ]);
  });

  it('tells a reason met many times once: how many lines or notes, and the first ones', () => {
    show({
      cards: [basic('Hund', 'dog')],
      problems: [
        { reason: 'EMPTY_BACK', count: 100_000, examples: [2, 3, 4, 5, 6].map((line) => ({ line })) },
        { reason: 'IMAGE_OCCLUSION', count: 2, examples: [{ note: 4, noteType: 'Image Occlusion' }, { note: 9, noteType: 'Image Occlusion' }] },
      ],
    });
    const problems = within(screen.getByTestId('flashcard-preview-problems'));
    expect(problems.getByRole('heading').textContent).toBe('100002 problems found');
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '100000 lines: the back is empty, so the card was left out.The first ones: lines 2, 3, 4, 5, 6.',
      '2 notes: an image occlusion note has no picture, or one that cannot be read; the note is left out.The first ones: notes 4 (Image Occlusion), 9 (Image Occlusion).',
    ]);
  });

  it('offers to keep the progress of an Anki review log (the default) or to start fresh, and creates with that choice', async () => {
    const onCreate = vi.fn(async () => undefined);
    const onEdit = vi.fn();
    const progress = { ordinal: 1, due: '2026-12-01T09:00:00.000Z', stability: 20, difficulty: 5, elapsedDays: 10, scheduledDays: 17, learningSteps: 0, reps: 5, lapses: 0, state: 2, lastReview: '2026-11-14T09:00:00.000Z' };
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ImportPreview preview={{ cards: [{ ...basic('Hund', 'dog'), progress: [progress] }, basic('Katze', 'cat')], problems: [] }} onCreate={onCreate} onEdit={onEdit} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    const choice = within(screen.getByTestId('flashcard-preview-progress'));
    expect(choice.getByText('1 card comes with your Anki review history.')).toBeTruthy();
    expect(choice.getByRole('button', { name: 'Keep my progress' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByTestId('create-flashcards').click();
    expect(onCreate).toHaveBeenLastCalledWith({ keepProgress: true });
    choice.getByRole('button', { name: 'Start fresh' }).click();
    await waitFor(() => expect(choice.getByRole('button', { name: 'Start fresh' }).getAttribute('aria-pressed')).toBe('true'));
    screen.getByTestId('create-flashcards').click();
    expect(onCreate).toHaveBeenLastCalledWith({ keepProgress: false });
    // Opened in the editor, the choice goes along.
    screen.getByTestId('edit-flashcard-preview').click();
    expect(onEdit).toHaveBeenLastCalledWith({ keepProgress: false });
  });

  it('asks nothing about progress when no card has a review history', () => {
    show({ cards: [basic('Hund', 'dog')], problems: [] });
    expect(screen.queryByTestId('flashcard-preview-progress')).toBeNull();
  });

  it('offers nothing to create when no card could be read', () => {
    show({ cards: [], problems: [{ reason: 'EMPTY_FRONT', count: 1, examples: [{ line: 1 }] }] });
    expect(screen.getByTestId('flashcard-preview-count').textContent).toBe('No cards could be read.');
    expect(screen.queryByTestId('create-flashcards')).toBeNull();
  });

  it('shows the first 50 cards of a big set and says how many more there are', () => {
    show({ cards: Array.from({ length: 52 }, (_, index) => basic(`Wort ${index + 1}`, `word ${index + 1}`)), problems: [] });
    expect(screen.queryByTestId('flashcard-preview-problems')).toBeNull();
    expect(screen.getByLabelText('Cards of the preview').querySelectorAll(':scope > li')).toHaveLength(50);
    expect(screen.getByText('… and 2 more cards')).toBeTruthy();
  });

  it("loads an import image with the access token (the API call) and shows it from an object URL, never from the route's URL", async () => {
    const name = `${'a'.repeat(64)}.png`;
    mocks.getImportImage.mockResolvedValue(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/preview-image');
    URL.revokeObjectURL = vi.fn();
    show({ cards: [{ ...basic('Zelle', 'cell'), backImage: importImageUrl(name) }], problems: [] });
    const image = await screen.findByRole('img', { name: 'Image on the back of card 1' });
    expect(mocks.getImportImage).toHaveBeenCalledWith(name);
    expect(image.getAttribute('src')).toBe('blob:http://localhost/preview-image');
    cleanup();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-image'));
  });
});
