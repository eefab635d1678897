import { describe, expect, it } from 'vitest';
import { memoryStore, type KeyValueStore } from '../../../../lib/analytics/storage';
import { ApiError } from '../../../../lib/errors/api-error';
import { createAnswerQueue, isWorthRetrying, type AnswerQueueOptions } from '../answer-queue';

const KEY = 'knowly.flashcards.answers.user-1';
const offline = () => new ApiError('UnknownError', {}, undefined);

/** A server that records reviews by their id (as POST flashcards/{card}/reviews does) and can be cut off. */
function fakeServer() {
  const reviews = new Map<string, { cardUuid: string; rating: number }>();
  const received: string[] = [];
  let online = true;
  /** When set, the next answer is recorded but its reply is lost on the way back. */
  let loseNextReply = false;
  const send: AnswerQueueOptions['send'] = async (answer) => {
    if (!online) throw offline();
    received.push(`${answer.kind}:${answer.id}`);
    if (answer.kind === 'review') {
      if (!reviews.has(answer.id)) reviews.set(answer.id, { cardUuid: answer.cardUuid, rating: answer.rating });
    } else if (!reviews.delete(answer.id)) {
      throw new ApiError('NotFoundError', {}, 404);
    }
    if (loseNextReply) {
      loseNextReply = false;
      throw offline();
    }
    return { due: '2026-12-01T10:00:00.000Z', state: 'learning' };
  };
  return {
    reviews,
    received,
    send,
    goOffline: () => void (online = false),
    goOnline: () => void (online = true),
    loseNextReply: () => void (loseNextReply = true),
  };
}

/** Timers the test runs by hand. */
function manualTimers() {
  const waiting: (() => void)[] = [];
  return {
    setTimer: (run: () => void) => waiting.push(run),
    clearTimer: () => undefined,
    runAll: () => waiting.splice(0).forEach((run) => run()),
    count: () => waiting.length,
  };
}

function makeQueue(server: ReturnType<typeof fakeServer>, store: KeyValueStore = memoryStore(), timers = manualTimers()) {
  const sent: string[] = [];
  const queue = createAnswerQueue({ store, key: KEY, send: server.send, onSent: (review) => sent.push(review.id), setTimer: timers.setTimer, clearTimer: timers.clearTimer });
  return { queue, sent, store, timers };
}

const review = (id: string, cardUuid = `card-${id}`, rating: 1 | 2 | 3 | 4 = 3) => ({ id, cardUuid, rating, reviewedAt: '2026-11-30T09:00:00.000Z' });

describe('the offline answer queue', () => {
  it('sends each answer as it is given, in order, and forgets it once the server has it', async () => {
    const server = fakeServer();
    const { queue, sent, store } = makeQueue(server);
    queue.add(review('a'));
    queue.add(review('b'));
    await queue.flush();
    expect(server.received).toEqual(['review:a', 'review:b']);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.pending()).toEqual([]);
    expect(store.getItem(KEY)).toBeNull();
  });

  it('keeps answers given offline in storage and sends them, none lost, when the connection is back', async () => {
    const server = fakeServer();
    const { queue, timers } = makeQueue(server);
    server.goOffline();
    queue.add(review('a'));
    queue.add(review('b'));
    queue.add(review('c'));
    await queue.flush();
    expect(queue.pending().map((answer) => answer.id)).toEqual(['a', 'b', 'c']);
    expect(timers.count()).toBe(1);

    server.goOnline();
    timers.runAll();
    await queue.flush();
    expect([...server.reviews.keys()]).toEqual(['a', 'b', 'c']);
    expect(queue.pending()).toEqual([]);
  });

  it('survives a reload: a new queue on the same storage finds the waiting answers and sends them', async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.goOffline();
    const before = makeQueue(server, store).queue;
    before.add(review('a', 'card-1', 1));
    before.add(review('b', 'card-2', 4));
    await before.flush();
    before.stop();

    server.goOnline();
    const after = makeQueue(server, store).queue;
    expect(after.pending().map((answer) => answer.id)).toEqual(['a', 'b']);
    await after.flush();
    expect(server.reviews.get('a')).toEqual({ cardUuid: 'card-1', rating: 1 });
    expect(server.reviews.get('b')).toEqual({ cardUuid: 'card-2', rating: 4 });
    expect(after.pending()).toEqual([]);
  });

  it('counts an answer once when its reply was lost and it is sent again with the same id', async () => {
    const server = fakeServer();
    const { queue, timers } = makeQueue(server);
    server.loseNextReply();
    queue.add(review('a'));
    await queue.flush();
    expect(queue.pending().map((answer) => answer.id)).toEqual(['a']);
    timers.runAll();
    await queue.flush();
    expect(server.received).toEqual(['review:a', 'review:a']);
    expect(server.reviews.size).toBe(1);
    expect(queue.pending()).toEqual([]);
  });

  it('counts an answer once when two tabs send the same stored queue', async () => {
    const server = fakeServer();
    const store = memoryStore();
    server.goOffline();
    const first = makeQueue(server, store).queue;
    first.add(review('a'));
    await first.flush();
    server.goOnline();
    const second = makeQueue(server, store).queue;
    await Promise.all([first.flush(), second.flush()]);
    expect(server.reviews.size).toBe(1);
    expect(store.getItem(KEY)).toBeNull();
  });

  it('takes back an answer still waiting without sending anything', async () => {
    const server = fakeServer();
    const { queue } = makeQueue(server);
    server.goOffline();
    queue.add(review('a'));
    await queue.flush();
    queue.undo('a');
    expect(queue.pending()).toEqual([]);
    server.goOnline();
    await queue.flush();
    expect(server.received).toEqual([]);
  });

  it('queues the undo of an answer being sent (it may have reached the server), and sends it after it', async () => {
    const server = fakeServer();
    const { queue } = makeQueue(server);
    queue.add(review('a'));
    queue.undo('a');
    await queue.flush();
    expect(server.received).toEqual(['review:a', 'undo:a']);
    expect(server.reviews.size).toBe(0);
    expect(queue.pending()).toEqual([]);
  });

  it('queues the undo of an answer already sent, and sends it after it', async () => {
    const server = fakeServer();
    const { queue } = makeQueue(server);
    queue.add(review('a'));
    await queue.flush();
    queue.undo('a');
    await queue.flush();
    expect(server.received).toEqual(['review:a', 'undo:a']);
    expect(server.reviews.size).toBe(0);
  });

  it('drops an answer the server refuses for good (the card is gone) and goes on with the next', async () => {
    const server = fakeServer();
    const send: AnswerQueueOptions['send'] = async (answer) => {
      if (answer.id === 'gone') throw new ApiError('NotFoundError', {}, 404);
      return server.send(answer);
    };
    const queue = createAnswerQueue({ store: memoryStore(), key: KEY, send });
    queue.add(review('gone'));
    queue.add(review('b'));
    await queue.flush();
    expect([...server.reviews.keys()]).toEqual(['b']);
    expect(queue.pending()).toEqual([]);
  });

  it('ignores what is not an answer in storage', () => {
    const store = memoryStore();
    store.setItem(KEY, JSON.stringify([{ kind: 'review', id: 'a' }, 'x', review('b') && { kind: 'review', ...review('b') }]));
    const queue = createAnswerQueue({ store, key: KEY, send: async () => undefined });
    expect(queue.pending().map((answer) => answer.id)).toEqual(['b']);
  });

  it('retries what may pass (no connection, server errors, 429) and nothing else', () => {
    expect(isWorthRetrying(offline())).toBe(true);
    expect(isWorthRetrying(new ApiError('UnknownError', {}, 503))).toBe(true);
    expect(isWorthRetrying(new ApiError('TooManyRequestsError', {}, 429))).toBe(true);
    expect(isWorthRetrying(new ApiError('NotFoundError', {}, 404))).toBe(false);
    expect(isWorthRetrying(new ApiError('ForbiddenError', {}, 403))).toBe(false);
  });
});
