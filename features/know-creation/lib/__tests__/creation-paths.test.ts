import { describe, expect, it } from 'vitest';
import { CARRIED_QUERY, createTabOf } from '../creation-paths';

describe('/app/knows/create parameters (spec §2: utm_content, tab, filename)', () => {
  it('opens the flashcard set with tab=flashcards and the document upload otherwise', () => {
    expect(createTabOf('flashcards')).toBe('flashcards');
    expect(createTabOf(['flashcards', 'upload'])).toBe('flashcards');
    expect(createTabOf('upload')).toBe('upload');
    expect(createTabOf('anything')).toBe('upload');
    expect(createTabOf(undefined)).toBe('upload');
  });

  it('carries filename and utm_content on to the details page (the filename suggests the title there)', () => {
    expect(CARRIED_QUERY).toEqual(expect.arrayContaining(['filename', 'utm_content', 'title', 'url']));
  });
});
