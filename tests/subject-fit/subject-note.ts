// A student's note of the subject-fit evaluation (evaluate.ts): its language, the subject a teacher would file it
// under, and its title and text as the student wrote them.
import type { VocabularySubject } from '../../server/knows/subject-fit/vocabulary/types';

export type SubjectNote = { language: string; subject: VocabularySubject; title: string; text: string };
