// Topic quizzes (issue 21): questions over a catalogue topic made from its public knows (the topic's own and its
// subtopics', the most liked first) by the local AI engine, which is deterministic for the same material — so the
// quiz is the same for every visitor, and grading makes it again instead of storing answer keys. The answers never
// leave the server before grading. A topic without public text is NotFoundError.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { GradedTopicQuiz, TopicQuiz } from '../../lib/contracts/topic-quiz';
import { AppError } from '../../lib/errors';
import { gradeExam } from '../ai/grade-exam';
import { createLocalProvider } from '../ai/local/local-provider';
import type { AiGeneratedQuestion, AiPage } from '../ai/provider';
import type { Db } from '../db';
import { knowPages, knows, knowTopics, topics } from '../db/schema';

const QUESTION_COUNT = 6;
const MAX_KNOWS = 5;
const MAX_CHARACTERS = 60_000;

const notFound = () => new AppError('NotFoundError', { reason: 'No quiz for this topic.' });

async function quizMaterial(db: Db, topicId: string) {
  const [topic] = await db.select().from(topics).where(eq(topics.id, topicId));
  if (!topic) throw notFound();
  const filed = await db
    .selectDistinct({ uuid: knows.uuid, title: knows.title, likeCount: knows.likeCount })
    .from(knowTopics)
    .innerJoin(topics, eq(topics.id, knowTopics.topicId))
    .innerJoin(knows, eq(knows.uuid, knowTopics.knowUuid))
    .where(and(or(eq(topics.id, topicId), eq(topics.parentId, topicId)), eq(knows.status, 'PUBLISHED'), eq(knows.isPrivate, false)))
    .orderBy(desc(knows.likeCount), knows.uuid)
    .limit(MAX_KNOWS);
  if (filed.length === 0) throw notFound();
  const rows = await db
    .select({ knowUuid: knowPages.knowUuid, page: knowPages.pageNumber, text: knowPages.text })
    .from(knowPages)
    .where(inArray(knowPages.knowUuid, filed.map((know) => know.uuid)))
    .orderBy(knowPages.knowUuid, knowPages.pageNumber);
  const titles = new Map(filed.map((know) => [know.uuid, know.title]));
  const pages: AiPage[] = [];
  let characters = 0;
  for (const row of rows) {
    if (!row.text.trim() || characters + row.text.length > MAX_CHARACTERS) continue;
    characters += row.text.length;
    pages.push({ knowUuid: row.knowUuid, knowTitle: titles.get(row.knowUuid) ?? '', page: row.page, text: row.text, language: topic.contentLanguage });
  }
  if (pages.length === 0) throw notFound();
  return { topic, pages, titles };
}

async function questionsOf(db: Db, topicId: string): Promise<{ topic: typeof topics.$inferSelect; questions: AiGeneratedQuestion[]; titles: Map<string, string> }> {
  const { topic, pages, titles } = await quizMaterial(db, topicId);
  const questions = await createLocalProvider().mockExam({ pages, language: topic.contentLanguage, questionCount: QUESTION_COUNT });
  if (questions.length === 0) throw notFound();
  return { topic, questions, titles };
}

export async function findTopicQuiz(db: Db, topicId: string): Promise<TopicQuiz> {
  const { topic, questions, titles } = await questionsOf(db, topicId);
  return {
    topic: { id: topic.id, name: topic.name, language: topic.contentLanguage },
    questions: questions.map((question) => ({
      kind: question.kind,
      prompt: question.prompt,
      options: question.options ?? null,
      source: { knowUuid: question.source.knowUuid, knowTitle: titles.get(question.source.knowUuid) ?? '', page: question.source.page },
    })),
  };
}

export async function gradeTopicQuiz(db: Db, topicId: string, answers: ReadonlyArray<string | null>): Promise<GradedTopicQuiz> {
  const { questions } = await questionsOf(db, topicId);
  return gradeExam(questions, answers);
}
