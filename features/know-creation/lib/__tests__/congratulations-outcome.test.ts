import { describe, expect, it } from 'vitest';
import { outcomeText } from '../../components/congratulations-dialog';

describe('what the dialog after publishing says', () => {
  it('follows what became of the know', () => {
    expect(outcomeText(undefined, false)).toEqual({ title: 'congratulationsTitle', text: 'inReviewNote', rejected: false });
    expect(outcomeText({ status: 'IN_REVIEW', isPrivate: false, rejectionReason: null }, false).text).toBe('inReviewNote');
    expect(outcomeText({ status: 'PUBLISHED', isPrivate: false, rejectionReason: null }, false).text).toBe('publishedNote');
    expect(outcomeText({ status: 'PUBLISHED', isPrivate: true, rejectionReason: null }, false).text).toBe('publishedPrivateNote');
    expect(outcomeText({ status: 'REJECTED', isPrivate: false, rejectionReason: 'TITLE_TOO_SHORT' }, false)).toEqual({
      title: 'congratulationsRejectedTitle',
      text: 'rejection.TITLE_TOO_SHORT',
      rejected: true,
    });
  });

  it('speaks of flashcards while a flashcard upload is checked, and once it is published', () => {
    expect(outcomeText(undefined, true).text).toBe('congratulationsFlashcardsText');
    expect(outcomeText({ status: 'PUBLISHED', isPrivate: false, rejectionReason: null }, true).text).toBe('flashcards.publishedNote');
    expect(outcomeText({ status: 'PUBLISHED', isPrivate: true, rejectionReason: null }, true).text).toBe('flashcards.publishedPrivateNote');
    expect(outcomeText({ status: 'REJECTED', isPrivate: false, rejectionReason: 'TITLE_TOO_SHORT' }, true).text).toBe('rejection.TITLE_TOO_SHORT');
  });
});
