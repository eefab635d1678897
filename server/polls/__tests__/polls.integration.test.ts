// Knowers' polls over the real database: only knowers post, 2–6 options, one vote per user (201, then DuplicateError),
// counts hidden until one's own vote or the end, no vote after the end, a hidden poll gone, and reports of polls.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { createReportRoute } from '../../chats/routes';
import { getDb } from '../../db';
import { polls } from '../../db/schema';
import { createPollRoute, knowerPollsRoute, pollRoute, votePollRoute } from '../routes';

type Poll = { uuid: string; options: { id: number; text: string; votes: number | null }[]; totalVotes: number | null; myVote: number | null; ended: boolean };

let knower: TestUser;
let knowerUuid: string;
let voter: TestUser;
let other: TestUser;

const create = async (body: Record<string, unknown>, user = knower) => callRoute(createPollRoute, { token: user.token, body });
const vote = (user: TestUser | undefined, pollUuid: string, optionId: number) => callRoute(votePollRoute, { token: user?.token, params: { id: pollUuid }, body: { optionId } });

beforeAll(async () => {
  [knower, voter, other] = await Promise.all([signUpUser({ name: 'Lena Vogel' }), signUpUser({ name: 'Mia Sommer' }), signUpUser({ name: 'Ole Berg' })]);
  knowerUuid = await makeKnower(knower.uuid);
});

describe('polls', () => {
  it('a knower posts a poll; others cannot; 2 to 6 options', async () => {
    const created = await create({ question: 'Welches Fach magst du am meisten?', options: ['Bio', 'Mathe', 'Deutsch'] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ question: 'Welches Fach magst du am meisten?', options: [{ id: 1, text: 'Bio', votes: 0 }, { id: 2 }, { id: 3 }] });
    expect(errorType(await create({ question: 'Frage?', options: ['a', 'b'] }, voter))).toBe('ForbiddenError');
    expect(errorType(await create({ question: 'Frage?', options: ['nur eine'] }))).toBe('FormValidationError');
    expect(errorType(await create({ question: 'Frage?', options: ['1', '2', '3', '4', '5', '6', '7'] }))).toBe('FormValidationError');
    expect(errorType(await create({ question: 'Frage?', options: ['a', 'b'], endsOn: '2020-01-01T00:00:00Z' }))).toBe('FormValidationError');
    expect(errorType(await callRoute(createPollRoute, { body: { question: 'Frage?', options: ['a', 'b'] } }))).toBe('AuthorizationError');
  });

  it('one vote per user: 201, then DuplicateError; counts only after voting; visitors read without counts and cannot vote', async () => {
    const { uuid } = (await create({ question: 'Lernst du lieber morgens oder abends?', options: ['Morgens', 'Abends'] })).body as Poll;
    const before = (await callRoute(pollRoute, { token: voter.token, params: { id: uuid } })).body as Poll;
    expect(before).toMatchObject({ myVote: null, totalVotes: null, options: [{ votes: null }, { votes: null }] });
    const voted = await vote(voter, uuid, 2);
    expect(voted.status).toBe(201);
    expect(voted.body).toMatchObject({ myVote: 2, totalVotes: 1, options: [{ id: 1, votes: 0 }, { id: 2, votes: 1 }] });
    expect(errorType(await vote(voter, uuid, 1))).toBe('DuplicateError');
    expect(errorType(await vote(undefined, uuid, 1))).toBe('AuthorizationError');
    expect(errorType(await vote(other, uuid, 3))).toBe('FormValidationError');
    const visitor = (await callRoute(pollRoute, { params: { id: uuid } })).body as Poll;
    expect(visitor).toMatchObject({ myVote: null, totalVotes: null });
    const listed = (await callRoute(knowerPollsRoute, { params: { id: knowerUuid } })).body as { polls: Poll[] };
    expect(listed.polls.map((poll) => poll.uuid)).toContain(uuid);
  });

  it('shows the counts after the end and refuses votes then; a hidden poll is gone; a poll can be reported', async () => {
    const { uuid } = (await create({ question: 'Ferien am Meer oder in den Bergen?', options: ['Meer', 'Berge'] })).body as Poll;
    expect((await callRoute(createReportRoute, { token: other.token, body: { targetType: 'POLL', targetUuid: uuid, reason: 'SPAM' } })).status).toBe(201);
    await vote(voter, uuid, 1);
    await (await getDb()).update(polls).set({ endsOn: new Date(Date.now() - 1000) }).where(eq(polls.uuid, uuid));
    const ended = (await callRoute(pollRoute, { token: other.token, params: { id: uuid } })).body as Poll;
    expect(ended).toMatchObject({ ended: true, totalVotes: 1, myVote: null });
    expect(errorType(await vote(other, uuid, 2))).toBe('BadRequestError');
    await (await getDb()).update(polls).set({ hiddenOn: new Date() }).where(eq(polls.uuid, uuid));
    expect(errorType(await callRoute(pollRoute, { params: { id: uuid } }))).toBe('NotFoundError');
    expect(((await callRoute(knowerPollsRoute, { params: { id: knowerUuid } })).body as { polls: Poll[] }).polls.map((poll) => poll.uuid)).not.toContain(uuid);
  });
});
