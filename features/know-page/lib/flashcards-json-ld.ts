// Structured data of a flashcard know's page: Google's Education Q&A markup for flashcard pages — a schema.org Quiz
// whose parts are Questions of eduQuestionType "Flashcard", each with its accepted answer — built from the cards the
// page shows (a blurred visitor's first 5: the markup never names a card the page does not show). Text is plain:
// the cards' rich text without its tags; a card without text on either side (an image alone) is left out.
import type { KnowDetail } from '../../../lib/contracts/know-page';
import type { StudyCard } from '../../../lib/contracts/flashcards';
import { plainTextOf } from '../../../lib/flashcards/rich-text';

/** A reversed note's second card is its first one turned round: shown (and marked up) once. */
export const isShownCard = (card: Pick<StudyCard, 'kind' | 'ordinal'>) => !(card.kind === 'reversed' && card.ordinal === 2);

export function flashcardQuizJsonLd(know: Pick<KnowDetail, 'title' | 'contentLanguage' | 'subjects' | 'grades'>, cards: readonly Pick<StudyCard, 'kind' | 'ordinal' | 'front' | 'back'>[], { canonical }: { canonical: string }) {
  const questions = cards.filter(isShownCard).flatMap((card) => {
    const question = plainTextOf(card.front);
    const answer = plainTextOf(card.back);
    return question && answer
      ? [{ '@type': 'Question', eduQuestionType: 'Flashcard', text: question, acceptedAnswer: { '@type': 'Answer', text: answer } }]
      : [];
  });
  if (questions.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name: know.title,
    url: canonical,
    inLanguage: know.contentLanguage,
    ...(know.subjects[0] ? { about: { '@type': 'Thing', name: know.subjects[0].name } } : {}),
    ...(know.subjects.length > 0
      ? { educationalAlignment: know.subjects.map((subject) => ({ '@type': 'AlignmentObject', alignmentType: 'educationalSubject', targetName: subject.name })) }
      : {}),
    ...(know.grades.length > 0 ? { educationalLevel: know.grades.map((grade) => grade.name).join(', ') } : {}),
    hasPart: questions,
  };
}
