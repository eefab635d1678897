// Contracts of topic quizzes (issue 21): a quiz over a catalogue topic made from its public knows by the local AI
// engine (the same questions for everyone until the knows change), answered for a score.
import { z } from 'zod';

const quizQuestionSchema = z.object({
  kind: z.enum(['multiple-choice', 'cloze', 'true-false', 'short-answer']),
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
  /** The know the question was made from. */
  source: z.object({ knowUuid: z.string(), knowTitle: z.string(), page: z.number().int() }),
});

export const topicQuizSchema = z.object({
  topic: z.object({ id: z.string(), name: z.string(), language: z.string() }),
  questions: z.array(quizQuestionSchema),
});
export type TopicQuiz = z.infer<typeof topicQuizSchema>;

export const answerTopicQuizSchema = z.object({ answers: z.array(z.string().max(500).nullable()).max(20) });

export const gradedTopicQuizSchema = z.object({
  score: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  results: z.array(z.object({ correct: z.boolean(), expected: z.string() })),
});
export type GradedTopicQuiz = z.infer<typeof gradedTopicQuizSchema>;
