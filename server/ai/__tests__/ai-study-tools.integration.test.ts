// AI summaries, mock exams, generated flashcards, parent access links, learning bots and university courses over the
// real database and the local provider: the fixed contract points (POST /ai/summaries → 200 {summaryUuid, summary,
// citations}; POST /ai/mock-exams → 201 {examUuid, questions} without answers; POST /ai/mock-exams/{id}/answers →
// the graded exam), citations found in the page text, one user never reaching another's summaries or exams, parent
// links dead once revoked or expired, and the seeded bots and courses per content language.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { aiMockExams, aiParentAccesses, aiSummaries, flashcardCards, knowers, knows } from '../../db/schema';
import { seedLearningBots } from '../../db/seed/seed-learning-bots';
import {
  aiChatRoute,
  aiMockExamRoute,
  aiParentAccessesRoute,
  aiParentViewRoute,
  answerAiMockExamRoute,
  createAiChatRoute,
  createAiMockExamRoute,
  createAiParentAccessRoute,
  createAiSummaryRoute,
  deleteAiChatRoute,
  generateAiFlashcardsRoute,
  learningBotRoute,
  learningBotsRoute,
  postAiMessageRoute,
  revokeAiParentAccessRoute,
  universityCoursesRoute,
} from '../routes';
import { makeKnowWithPages } from './ai-fixtures';

type Citation = { knowUuid: string; page: number; quote: string };
type Question = { questionUuid: string; kind: string; prompt: string; options?: string[] };

const PAGES = [
  'Die Photosynthese findet in den Chloroplasten statt. Der grüne Farbstoff Chlorophyll nimmt das Licht auf. Aus Kohlenstoffdioxid und Wasser entstehen Traubenzucker und Sauerstoff.',
  'Die Zellatmung findet in den Mitochondrien statt. Dabei wird Traubenzucker mit Sauerstoff zu Kohlenstoffdioxid und Wasser abgebaut. Die Mitochondrien sind die Kraftwerke der Zelle.',
  'Die Zellmembran grenzt die Zelle nach außen ab. Der Zellkern enthält die Erbinformation. Ribosomen stellen Proteine her. Die Vakuole speichert Wasser und Nährstoffe.',
];

let student: TestUser;
let other: TestUser;
let knowUuid: string;
let privateKnow: string;

beforeAll(async () => {
  [student, other] = await Promise.all([signUpUser({ name: 'Mia Sommer' }), signUpUser({ name: 'Ole Berg' })]);
  const author = await signUpUser({ name: 'Lena Vogel' });
  knowUuid = await makeKnowWithPages(author.uuid, PAGES, { title: 'Stoffwechsel der Zelle' });
  privateKnow = await makeKnowWithPages(author.uuid, ['Private Notizen.'], { isPrivate: true });
});

const pageText = (citation: Citation) => (citation.knowUuid === knowUuid ? PAGES[citation.page - 1] : undefined);

describe('AI summaries', () => {
  it('answers 200 {summaryUuid, summary, citations} with citations from the page text, and stores it for the user', async () => {
    const response = await callRoute(createAiSummaryRoute, { token: student.token, body: { knowUuids: [knowUuid], length: 'short', filenames: ['zelle.pdf'], courseTitle: 'Biologie' } });
    expect(response.status).toBe(200);
    const body = response.body as { summaryUuid: string; summary: string; citations: Citation[] };
    expect(Object.keys(body).sort()).toEqual(['citations', 'summary', 'summaryUuid']);
    expect(body.summary.length).toBeGreaterThan(0);
    expect(body.citations.length).toBeGreaterThan(0);
    for (const citation of body.citations) expect(pageText(citation)).toContain(citation.quote);
    const [stored] = await (await getDb()).select().from(aiSummaries).where(eq(aiSummaries.uuid, body.summaryUuid));
    expect(stored).toMatchObject({ userUuid: student.uuid, knowUuids: [knowUuid], length: 'short', filenames: ['zelle.pdf'], courseTitle: 'Biologie' });
  });

  it('refuses a know the user may not read, as if it did not exist', async () => {
    const response = await callRoute(createAiSummaryRoute, { token: student.token, body: { knowUuids: [privateKnow], length: 'long' } });
    expect([response.status, errorType(response)]).toEqual([404, 'NotFoundError']);
  });

  it('refuses a know without text with a typed 400', async () => {
    const empty = await makeKnowWithPages(student.uuid, ['   ']);
    const response = await callRoute(createAiSummaryRoute, { token: student.token, body: { knowUuids: [empty], length: 'short' } });
    expect([response.status, errorType(response), (response.body as { error: { data: { reason: string } } }).error.data.reason]).toEqual([400, 'FormValidationError', 'NO_TEXT']);
  });
});

describe('AI mock exams', () => {
  it('answers 201 {examUuid, questions} without answers, keeps the answer keys, grades answers with sources, and takes retries', async () => {
    const created = await callRoute(createAiMockExamRoute, { token: student.token, body: { knowUuids: [knowUuid], userInput: 'Nur Zellatmung', sourceMaterial: 'Stoffwechsel' } });
    expect(created.status).toBe(201);
    const exam = created.body as { examUuid: string; questions: Question[] };
    expect(Object.keys(exam).sort()).toEqual(['examUuid', 'questions']);
    expect(exam.questions.length).toBeGreaterThan(0);
    for (const question of exam.questions) {
      expect(Object.keys(question).every((key) => ['questionUuid', 'kind', 'prompt', 'options'].includes(key))).toBe(true);
    }
    const [stored] = await (await getDb()).select().from(aiMockExams).where(eq(aiMockExams.uuid, exam.examUuid));
    expect(stored).toMatchObject({ userInput: 'Nur Zellatmung', sourceMaterial: 'Stoffwechsel' });
    const keys = new Map(stored!.questions.map((question) => [question.questionUuid, question.answer]));
    expect(JSON.stringify((await callRoute(aiMockExamRoute, { token: student.token, params: { id: exam.examUuid } })).body)).toBe(JSON.stringify(exam));

    // First attempt: every answer right.
    const right = exam.questions.map((question) => ({ questionUuid: question.questionUuid, answer: keys.get(question.questionUuid)! }));
    const graded = await callRoute(answerAiMockExamRoute, { token: student.token, params: { id: exam.examUuid }, body: { answers: right } });
    expect(graded.status).toBe(200);
    const result = graded.body as { examUuid: string; score: number; total: number; questions: (Question & { answer: string | null; correct: boolean; expected: string; source: Citation })[] };
    expect([result.score, result.total]).toEqual([exam.questions.length, exam.questions.length]);
    for (const question of result.questions) {
      expect(question.correct).toBe(true);
      expect(question.expected).toBe(keys.get(question.questionUuid));
      expect(pageText(question.source)).toContain(question.source.quote);
    }

    // A retry with the first question left out and the second wrong.
    const retry = await callRoute(answerAiMockExamRoute, {
      token: student.token,
      params: { id: exam.examUuid },
      body: { answers: right.slice(1).map((answer, index) => (index === 0 ? { ...answer, answer: 'ganz falsch' } : answer)) },
    });
    const retried = retry.body as typeof result;
    expect(retried.questions[0]).toMatchObject({ answer: null, correct: false });
    expect(retried.score).toBe(exam.questions.length - Math.min(2, exam.questions.length));
  });

  it('refuses an answer to a question the exam does not have', async () => {
    const exam = (await callRoute(createAiMockExamRoute, { token: student.token, body: { knowUuids: [knowUuid] } })).body as { examUuid: string };
    const response = await callRoute(answerAiMockExamRoute, { token: student.token, params: { id: exam.examUuid }, body: { answers: [{ questionUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', answer: 'x' }] } });
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });

  it("keeps one user out of another's exams", async () => {
    const exam = (await callRoute(createAiMockExamRoute, { token: student.token, body: { knowUuids: [knowUuid] } })).body as { examUuid: string };
    expect(errorType(await callRoute(aiMockExamRoute, { token: other.token, params: { id: exam.examUuid } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(answerAiMockExamRoute, { token: other.token, params: { id: exam.examUuid }, body: { answers: [] } }))).toBe('NotFoundError');
  });
});

describe('AI flashcards', () => {
  it('makes a draft flashcard know of the user from a know they may read: 201 {knowUuid}', async () => {
    const maker = await signUpUser();
    const response = await callRoute(generateAiFlashcardsRoute, { token: maker.token, body: { knowUuid } });
    expect(response.status).toBe(201);
    const created = (response.body as { knowUuid: string }).knowUuid;
    const db = await getDb();
    const [know] = await db.select().from(knows).where(eq(knows.uuid, created));
    expect(know).toMatchObject({ knowFormat: 'FLASHCARDS', status: 'DRAFT' });
    expect((await db.select().from(flashcardCards).where(eq(flashcardCards.knowUuid, created))).length).toBeGreaterThan(0);
    const [owner] = await db.select({ userUuid: knowers.userUuid }).from(knowers).where(eq(knowers.uuid, know!.knowerUuid));
    expect(owner?.userUuid).toBe(maker.uuid);
    expect(errorType(await callRoute(generateAiFlashcardsRoute, { token: maker.token, body: { knowUuid: privateKnow } }))).toBe('NotFoundError');
  });
});

describe('parent access to AI chats', () => {
  it("shows the holder of a working link the student's first name and chats, read-only; revoked or expired is NotFoundError", async () => {
    const chat = (await callRoute(createAiChatRoute, { token: student.token, body: { knowUuids: [knowUuid] } })).body as { chatUuid: string };
    await callRoute(postAiMessageRoute, { token: student.token, params: { id: chat.chatUuid }, body: { text: 'Wo findet die Zellatmung statt?' } });
    const created = await callRoute(createAiParentAccessRoute, { token: student.token });
    expect(created.status).toBe(201);
    const access = created.body as { uuid: string; createdOn: string; expiresOn: string; revokedOn: null };
    expect(new Date(access.expiresOn).getTime() - new Date(access.createdOn).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const view = await callRoute(aiParentViewRoute, { params: { id: access.uuid } });
    expect(view.status).toBe(200);
    const body = view.body as { studentName: string; chats: { chat: { chatUuid: string }; messages: { text: string }[] }[] };
    expect(body.studentName).toBe('Mia');
    expect(body.chats.map((row) => row.chat.chatUuid)).toContain(chat.chatUuid);
    expect(body.chats.find((row) => row.chat.chatUuid === chat.chatUuid)!.messages[0]!.text).toBe('Wo findet die Zellatmung statt?');
    expect(JSON.stringify(body)).not.toContain('Sommer');

    // A chat the student deletes is gone for the parent too.
    await callRoute(deleteAiChatRoute, { token: student.token, params: { id: chat.chatUuid } });
    const afterDelete = (await callRoute(aiParentViewRoute, { params: { id: access.uuid } })).body as typeof body;
    expect(afterDelete.chats.map((row) => row.chat.chatUuid)).not.toContain(chat.chatUuid);

    // Only its student lists and revokes it.
    expect(((await callRoute(aiParentAccessesRoute, { token: other.token })).body as { accesses: unknown[] }).accesses).toEqual([]);
    expect(errorType(await callRoute(revokeAiParentAccessRoute, { token: other.token, params: { id: access.uuid } }))).toBe('NotFoundError');
    expect((await callRoute(revokeAiParentAccessRoute, { token: student.token, params: { id: access.uuid } })).status).toBe(204);
    const revoked = await callRoute(aiParentViewRoute, { params: { id: access.uuid } });
    expect([revoked.status, errorType(revoked)]).toEqual([404, 'NotFoundError']);
    const listed = (await callRoute(aiParentAccessesRoute, { token: student.token })).body as { accesses: { uuid: string; revokedOn: string | null }[] };
    expect(listed.accesses.find((row) => row.uuid === access.uuid)?.revokedOn).not.toBeNull();
  });

  it('answers an expired link with NotFoundError', async () => {
    const access = (await callRoute(createAiParentAccessRoute, { token: student.token })).body as { uuid: string };
    await (await getDb()).update(aiParentAccesses).set({ expiresOn: new Date(Date.now() - 1000) }).where(eq(aiParentAccesses.uuid, access.uuid));
    expect(errorType(await callRoute(aiParentViewRoute, { params: { id: access.uuid } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(aiParentViewRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toBe('NotFoundError');
  });

  it("never shows a chat to its student's other users: the chat routes stay the student's", async () => {
    const chat = (await callRoute(createAiChatRoute, { token: student.token, body: {} })).body as { chatUuid: string };
    expect(errorType(await callRoute(aiChatRoute, { token: other.token, params: { id: chat.chatUuid } }))).toBe('NotFoundError');
  });
});

describe('learning bots and university courses', () => {
  beforeAll(async () => {
    const db = await getDb();
    await seedLearningBots(db);
    await seedLearningBots(db); // idempotent
  });

  it("lists the bots of the site's content language, written in it", async () => {
    const german = (await callRoute(learningBotsRoute, { host: 'de.localhost:3000' })).body as { bots: { uuid: string; name: string; language: string; subject: string; exampleQuestions: string[] }[] };
    expect(german.bots.length).toBeGreaterThanOrEqual(3);
    expect(german.bots.every((bot) => bot.language === 'de' && bot.exampleQuestions.length > 0)).toBe(true);
    expect(german.bots.map((bot) => bot.subject)).toContain('Biologie');
    const french = (await callRoute(learningBotsRoute, { host: 'fr.localhost:3000' })).body as { bots: { language: string }[] };
    expect(new Set(french.bots.map((bot) => bot.language))).toEqual(new Set(['fr']));
    // es-MX reads the Spanish ones.
    const mexican = (await callRoute(learningBotsRoute, { host: 'mx.localhost:3000' })).body as { bots: { language: string }[] };
    expect(mexican.bots.length).toBeGreaterThanOrEqual(3);
    expect(new Set(mexican.bots.map((bot) => bot.language))).toEqual(new Set(['es']));

    const one = await callRoute(learningBotRoute, { params: { id: german.bots[0]!.uuid } });
    expect(one).toMatchObject({ status: 200, body: { uuid: german.bots[0]!.uuid, name: german.bots[0]!.name } });
    expect(errorType(await callRoute(learningBotRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toBe('NotFoundError');
  });

  it("lists the university courses of the site's content language, and a chat can be for a bot or a course", async () => {
    const courses = (await callRoute(universityCoursesRoute, { host: 'localhost:3000' })).body as { courses: { courseUuid: string; courseTitle: string }[] };
    expect(courses.courses.map((course) => course.courseTitle)).toContain('Calculus I');
    const bots = (await callRoute(learningBotsRoute, { host: 'localhost:3000' })).body as { bots: { uuid: string }[] };
    const created = await callRoute(createAiChatRoute, { token: student.token, body: { knowUuids: [knowUuid], learningBotUuid: bots.bots[0]!.uuid, courseUuid: courses.courses[0]!.courseUuid } });
    expect(created.status).toBe(201);
    const { chatUuid } = created.body as { chatUuid: string };
    const answered = await callRoute(postAiMessageRoute, { token: student.token, params: { id: chatUuid }, body: { text: 'Wo findet die Zellatmung statt?' } });
    expect((answered.body as { message: { text: string } }).message.text).toMatch(/Mitochondrien/);
  });
});
