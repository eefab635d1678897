import { describe, expect, it } from 'vitest';
import { flashcardQuizJsonLd } from '../flashcards-json-ld';

const know = {
  title: 'Englisch Vokabeln Unit 3',
  contentLanguage: 'de',
  subjects: [{ id: 's-1', name: 'Englisch', slug: 'englisch' }],
  grades: [{ id: 'g-7', name: 'Klasse 7' }],
} as unknown as Parameters<typeof flashcardQuizJsonLd>[0];
const card = (front: string, back: string, kind: 'basic' | 'reversed' | 'cloze' = 'basic', ordinal = 1) => ({ kind, ordinal, front, back });
const canonical = 'http://de.localhost:3000/knows/englisch-vokabeln-unit-3-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a';

describe("a flashcard page's Education Q&A structured data", () => {
  it('is a Quiz whose parts are Flashcard questions with their accepted answers, in plain text', () => {
    expect(flashcardQuizJsonLd(know, [card('<b>der Hund</b>', 'the dog'), card('die Katze', 'the cat<br>(a pet)')], { canonical })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: 'Englisch Vokabeln Unit 3',
      url: canonical,
      inLanguage: 'de',
      about: { '@type': 'Thing', name: 'Englisch' },
      educationalAlignment: [{ '@type': 'AlignmentObject', alignmentType: 'educationalSubject', targetName: 'Englisch' }],
      educationalLevel: 'Klasse 7',
      hasPart: [
        { '@type': 'Question', eduQuestionType: 'Flashcard', text: 'der Hund', acceptedAnswer: { '@type': 'Answer', text: 'the dog' } },
        { '@type': 'Question', eduQuestionType: 'Flashcard', text: 'die Katze', acceptedAnswer: { '@type': 'Answer', text: 'the cat\n(a pet)' } },
      ],
    });
  });

  it("marks up a reversed note once and a cloze card's gap as shown, and leaves out a card without text", () => {
    const data = flashcardQuizJsonLd(
      know,
      [card('Hund', 'dog', 'reversed', 1), card('dog', 'Hund', 'reversed', 2), card('[…] ist die Hauptstadt', '<b>Berlin</b> ist die Hauptstadt', 'cloze'), card('Bild', '')],
      { canonical },
    );
    expect(data?.hasPart.map((part) => [part.text, part.acceptedAnswer.text])).toEqual([
      ['Hund', 'dog'],
      ['[…] ist die Hauptstadt', 'Berlin ist die Hauptstadt'],
    ]);
  });

  it('is left out when no card has text on both sides, and names no subject the know has not', () => {
    expect(flashcardQuizJsonLd(know, [card('Bild', '')], { canonical })).toBeNull();
    const bare = flashcardQuizJsonLd({ ...know, subjects: [], grades: [] }, [card('a', 'b')], { canonical });
    expect(bare).not.toHaveProperty('about');
    expect(bare).not.toHaveProperty('educationalAlignment');
    expect(bare).not.toHaveProperty('educationalLevel');
  });
});
