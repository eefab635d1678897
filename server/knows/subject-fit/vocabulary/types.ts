/** The subjects every catalogue language has (server/db/seed/demo-content.ts): what a vocabulary is written for. */
export const VOCABULARY_SUBJECTS = ['mathematics', 'biology', 'history', 'english', 'chemistry', 'geography', 'physics', 'literature'] as const;
export type VocabularySubject = (typeof VOCABULARY_SUBJECTS)[number];

/** Per subject, the words (space-separated, lower case) that its students' notes say and the others' rarely do. */
export type SubjectVocabulary = Readonly<Record<VocabularySubject, string>>;
