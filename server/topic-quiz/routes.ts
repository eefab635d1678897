// Routes of topic quizzes (issue 21): the questions of a catalogue topic's quiz (public), and grading one's answers.
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import { answerTopicQuizSchema, gradedTopicQuizSchema, topicQuizSchema } from '../../lib/contracts/topic-quiz';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { findTopicQuiz, gradeTopicQuiz } from './topic-quiz';

const TAG = 'topic-quiz';

export const topicQuizRoute = defineRoute({
  endpoint: endpoints.topicQuiz,
  tag: TAG,
  summary: "The quiz of a catalogue topic (the path id is the topic's id): questions made from its public knows by the local AI engine, without their answers",
  params: idParamsSchema,
  response: topicQuizSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findTopicQuiz(await getDb(), params.id),
});

export const answerTopicQuizRoute = defineRoute({
  endpoint: endpoints.answerTopicQuiz,
  tag: TAG,
  summary: "Grades answers to a topic's quiz (one per question, in order; null skips): the score and, per question, whether it was right and the expected answer",
  params: idParamsSchema,
  body: answerTopicQuizSchema,
  response: gradedTopicQuizSchema,
  errors: ['NotFoundError'],
  handle: async ({ params, body }) => gradeTopicQuiz(await getDb(), params.id, body.answers),
});

export const TOPIC_QUIZ_ROUTES = [topicQuizRoute, answerTopicQuizRoute];
