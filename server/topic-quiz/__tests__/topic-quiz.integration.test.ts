// Topic quizzes over the real database and the local engine: questions made from the topic's public knows only (a
// private know's text never appears), no answer keys before grading, the same quiz for everyone, grading by making
// it again, and NotFoundError for a topic without public text.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeSubject, makeTopic, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { makeKnowWithPages } from '../../ai/__tests__/ai-fixtures';
import { answerTopicQuizRoute, topicQuizRoute } from '../routes';

const PAGES = [
  'La photosynthèse transforme l’énergie lumineuse en énergie chimique. Les plantes vertes produisent du glucose et du dioxygène à partir du dioxyde de carbone et de l’eau.',
  'La photosynthèse a lieu dans les chloroplastes. La chlorophylle, un pigment vert des thylakoïdes, absorbe la lumière. La respiration cellulaire libère ensuite l’énergie du glucose dans les mitochondries.',
  'Les stomates des feuilles laissent entrer le dioxyde de carbone. Le dioxygène produit sort aussi par les stomates. Sans lumière, la photosynthèse s’arrête.',
];

type Quiz = { topic: { name: string }; questions: { prompt: string; options: string[] | null; kind: string }[] };

let author: TestUser;
let topicId: string;
let emptyTopicId: string;

beforeAll(async () => {
  author = await signUpUser({ name: 'Lena Vogel', host: 'fr.localhost:3000' });
  const subject = await makeSubject({ language: 'fr', name: 'Biologie', slug: 'biologie-quiz' });
  const topic = await makeTopic({ subjectId: subject.id, language: 'fr', name: 'Photosynthèse', slug: 'photosynthese-quiz' });
  const empty = await makeTopic({ subjectId: subject.id, language: 'fr', name: 'Vide', slug: 'vide-quiz' });
  topicId = topic.id;
  emptyTopicId = empty.id;
  await makeKnowWithPages(author.uuid, PAGES, { title: 'La photosynthèse', language: 'fr', country: 'FR', topicIds: [topicId] });
  await makeKnowWithPages(author.uuid, ['Texte secret : les licornes vivent dans les nuages violets.'], { title: 'Privé', language: 'fr', country: 'FR', isPrivate: true, topicIds: [topicId] });
});

describe('topic quizzes', () => {
  it('makes the same questions for everyone from the public knows, without answers', async () => {
    const first = await callRoute(topicQuizRoute, { params: { id: topicId }, host: 'fr.localhost:3000' });
    expect(first.status).toBe(200);
    const quiz = first.body as Quiz;
    expect(quiz.topic.name).toBe('Photosynthèse');
    expect(quiz.questions.length).toBeGreaterThan(0);
    expect(JSON.stringify(quiz)).not.toMatch(/licornes|"answer"/);
    expect((await callRoute(topicQuizRoute, { params: { id: topicId } })).body).toEqual(quiz);
  });

  it('grades answers: all skipped scores 0, and the expected answers score full marks', async () => {
    const quiz = (await callRoute(topicQuizRoute, { params: { id: topicId } })).body as Quiz;
    const none = (await callRoute(answerTopicQuizRoute, { params: { id: topicId }, body: { answers: quiz.questions.map(() => null) } })).body as { score: number; total: number; results: { expected: string }[] };
    expect(none).toMatchObject({ score: 0, total: quiz.questions.length });
    const best = await callRoute(answerTopicQuizRoute, { params: { id: topicId }, body: { answers: none.results.map((result) => result.expected) } });
    expect(best.body).toMatchObject({ score: quiz.questions.length, total: quiz.questions.length });
  });

  it('has no quiz for a topic without public text, nor for an unknown topic', async () => {
    expect(errorType(await callRoute(topicQuizRoute, { params: { id: emptyTopicId } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(topicQuizRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toBe('NotFoundError');
  });
});
