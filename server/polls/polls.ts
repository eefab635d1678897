// Knowers' polls (issue 21): a knower posts a question with 2–6 options and an optional end on their profile; every
// signed-in user votes once (DuplicateError again, BadRequestError after the end); the counts are shown after one's
// own vote, after the end, and to the poll's knower. Questions and options are masked for insults like chat messages;
// a poll hidden by a moderator is NotFoundError everywhere at once.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { CreatePoll, Poll } from '../../lib/contracts/polls';
import { AppError } from '../../lib/errors';
import { knowerProfilePath } from '../../lib/knows/paths';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { knowers, pollVotes, polls, users } from '../db/schema';
import { maskInsults } from '../chats/insult-filter';
import { knowFieldError } from '../knows/know-field-error';

const notFound = () => new AppError('NotFoundError', { reason: 'No such poll.' });

type PollRow = { poll: typeof polls.$inferSelect; knower: { uuid: string; userUuid: string; name: string } };

async function toPoll(db: Db, { poll, knower }: PollRow, viewer: string | null, now = new Date()): Promise<Poll> {
  const ended = poll.endsOn !== null && poll.endsOn <= now;
  const [mine] = viewer ? await db.select({ optionId: pollVotes.optionId }).from(pollVotes).where(and(eq(pollVotes.pollUuid, poll.uuid), eq(pollVotes.userUuid, viewer))) : [];
  const showResults = ended || Boolean(mine) || viewer === knower.userUuid;
  const counts = showResults
    ? await db.select({ optionId: pollVotes.optionId, votes: count() }).from(pollVotes).where(eq(pollVotes.pollUuid, poll.uuid)).groupBy(pollVotes.optionId)
    : [];
  const votesOf = (id: number) => Number(counts.find((row) => row.optionId === id)?.votes ?? 0);
  return {
    uuid: poll.uuid,
    question: poll.question,
    options: poll.options.map((text, index) => ({ id: index + 1, text, votes: showResults ? votesOf(index + 1) : null })),
    totalVotes: showResults ? counts.reduce((sum, row) => sum + Number(row.votes), 0) : null,
    endsOn: poll.endsOn?.toISOString() ?? null,
    ended,
    createdOn: poll.createdOn.toISOString(),
    myVote: mine?.optionId ?? null,
    knower: { uuid: knower.uuid, userUuid: knower.userUuid, name: knower.name, profilePath: knowerProfilePath({ uuid: knower.uuid, name: knower.name }) },
  };
}

const pollRows = (db: Db) =>
  db
    .select({ poll: polls, knower: { uuid: knowers.uuid, userUuid: knowers.userUuid, name: users.name } })
    .from(polls)
    .innerJoin(knowers, eq(knowers.uuid, polls.knowerUuid))
    .innerJoin(users, eq(users.uuid, knowers.userUuid));

export async function createPoll(db: Db, me: string, input: CreatePoll, language: string): Promise<Poll> {
  const [knower] = await db.select({ uuid: knowers.uuid }).from(knowers).where(and(eq(knowers.userUuid, me), eq(knowers.isActive, true)));
  if (!knower) throw new AppError('ForbiddenError', { reason: 'Only knowers post polls.' });
  if (input.endsOn && new Date(input.endsOn) <= new Date()) throw knowFieldError('endsOn', 'Must be in the future.');
  const [created] = await db
    .insert(polls)
    .values({ knowerUuid: knower.uuid, question: maskInsults(input.question, language), options: input.options.map((option) => maskInsults(option, language)), endsOn: input.endsOn ? new Date(input.endsOn) : null })
    .returning({ uuid: polls.uuid });
  return findPoll(db, created!.uuid, me);
}

export async function findPoll(db: Db, pollUuid: string, viewer: string | null): Promise<Poll> {
  const [row] = await pollRows(db).where(and(eq(polls.uuid, pollUuid), isNull(polls.hiddenOn)));
  if (!row) throw notFound();
  return toPoll(db, row, viewer);
}

export async function listKnowerPolls(db: Db, knowerUuid: string, viewer: string | null): Promise<{ polls: Poll[] }> {
  const rows = await pollRows(db).where(and(eq(polls.knowerUuid, knowerUuid), isNull(polls.hiddenOn))).orderBy(desc(polls.createdOn)).limit(20);
  return { polls: await Promise.all(rows.map((row) => toPoll(db, row, viewer))) };
}

export async function votePoll(db: Db, me: string, pollUuid: string, optionId: number): Promise<Poll> {
  const poll = await findPoll(db, pollUuid, me);
  if (poll.ended) throw new AppError('BadRequestError', { reason: 'This poll has ended.' });
  if (!poll.options.some((option) => option.id === optionId)) throw knowFieldError('optionId', 'No such option.');
  try {
    await db.insert(pollVotes).values({ pollUuid, userUuid: me, optionId });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DuplicateError', { reason: 'You already voted.' });
    throw error;
  }
  return findPoll(db, pollUuid, me);
}
