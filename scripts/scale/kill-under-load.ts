// Kill -9 under write load (issue 32): clients write through the balancer — chat messages with their
// manualChatMessageUuid, flashcard reviews with their ids, payout requests with an Idempotency-Key, likes — while one
// app process is killed with SIGKILL and started again; mail jobs are enqueued meanwhile. A client retries a failed
// write with the same id or key, as the real clients do. Afterwards every acknowledged write is in the database
// exactly once, none twice, the ledger balances, no job ran twice, and the balancer's errors are counted against the
// kill window.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { chatMessages, flashcardReviews, jobs, knowLikes, outboxMails, payouts } from '../../server/db/schema';
import { deliverMailJob } from '../../server/mail/deliver-mail';
import { ledgerCheck } from '../../server/payouts/ledger';
import { balancerClient, type Answer, type BalancerClient } from './balancer-client';
import { pollUntil, type Cluster } from './cluster';
import { expect, knowerWithBalance, PAYOUT_BODY, RUN, signUp, type Account, type PublishedKnow } from './scenarios';

type Kind = 'chat' | 'review' | 'payout' | 'like';
type Write = { kind: Kind; id: string; owner: string; acked: boolean; attempts: number };

type Writer = { client: BalancerClient; account: Account; chatUuid: string; cardUuid: string; knowerUuid: string; liked: boolean; paid: boolean; lastChatAt: number };

/** A user may send 20 chat messages a minute (config/chat-limits.ts): one every 3.5 s stays below it. */
const CHAT_EVERY_MS = 3_500;

export type KillFigures = {
  clients: number;
  seconds: number;
  writes: Record<Kind, { sent: number; acked: number; found: number; doubled: number }>;
  clientRetries: number;
  failedAnswers: number;
  killWindowMs: number;
  restartMs: number;
  balancer: { requests: number; errors5xx: number; connectionErrors: number; responseErrors: number; retries: number; redispatches: number };
  jobs: { enqueued: number; done: number; heldByKilled: number; deliveredTwice: number };
  ledger: { total: number; lowest: number };
};

/** An answer a retry can fix: no answer, the balancer's 502/503/504, a server error, a rate limit's 429. */
const retriable = (answer: Answer | null) => answer === null || answer.status >= 500 || answer.status === 429;

async function setUpWriter(port: number, db: Db, index: number): Promise<Writer> {
  const client = balancerClient({ port, address: `10.${(index >> 8) & 255}.${index & 255}.${(Number.parseInt(RUN.slice(-2), 36) % 250) + 1}` });
  const account = await signUp(client, `Schreiberin ${index}`);
  const partner = await signUp(client, `Partner ${index}`);
  const started = await client.request({ method: 'POST', path: '/api/v1/chats', token: account.accessToken, body: { chatPartnerUuid: partner.user.uuid } });
  expect(started.status === 201, `chat for writer ${index}: ${started.status} ${started.body.slice(0, 200)}`);
  const { chatUuid } = started.json<{ chatUuid: string }>();
  const accepted = await client.request({ method: 'POST', path: `/api/v1/chats/${chatUuid}/answer`, token: partner.accessToken, body: { accept: true } });
  expect(accepted.status < 300, `accepting the chat: ${accepted.status} ${accepted.body.slice(0, 200)}`);
  const set = await client.request({ method: 'POST', path: '/api/v1/knows/flashcards', token: account.accessToken, body: { title: `Karten ${index}`, cards: [{ front: 'Was ist Photosynthese?', back: 'Licht wird zu chemischer Energie.' }] } });
  expect(set.status === 201, `flashcards for writer ${index}: ${set.status} ${set.body.slice(0, 200)}`);
  const { knowUuid } = set.json<{ knowUuid: string }>();
  const cards = await client.request({ path: `/api/v1/knows/${knowUuid}/flashcards`, token: account.accessToken });
  const cardUuid = cards.json<{ cards: { uuid: string }[] }>().cards[0]!.uuid;
  const knowerUuid = await knowerWithBalance(db, account, 5000);
  return { client, account, chatUuid, cardUuid, knowerUuid, liked: false, paid: false, lastChatAt: 0 };
}

function nextWrite(writer: Writer, step: number, know: PublishedKnow): { write: Write; send: () => Promise<Answer> } {
  const { client, account } = writer;
  const owner = account.user.uuid;
  if (!writer.liked && step % 7 === 3) {
    writer.liked = true;
    const write: Write = { kind: 'like', id: know.uuid, owner, acked: false, attempts: 0 };
    return { write, send: () => client.request({ method: 'POST', path: `/api/v1/knows/${know.uuid}/like`, token: account.accessToken, timeoutMs: 10_000 }) };
  }
  if (!writer.paid && step % 7 === 5) {
    writer.paid = true;
    const key = randomUUID();
    const write: Write = { kind: 'payout', id: key, owner: writer.knowerUuid, acked: false, attempts: 0 };
    return { write, send: () => client.request({ method: 'POST', path: '/api/v1/knowers/me/payouts', token: account.accessToken, body: PAYOUT_BODY, headers: { 'idempotency-key': key }, timeoutMs: 10_000 }) };
  }
  const id = randomUUID();
  if (Date.now() - writer.lastChatAt >= CHAT_EVERY_MS) {
    writer.lastChatAt = Date.now();
    const write: Write = { kind: 'chat', id, owner, acked: false, attempts: 0 };
    return { write, send: () => client.request({ method: 'POST', path: `/api/v1/chats/${writer.chatUuid}/messages`, token: account.accessToken, body: { text: `Nachricht ${id.slice(0, 8)}`, manualChatMessageUuid: id }, timeoutMs: 10_000 }) };
  }
  const write: Write = { kind: 'review', id, owner, acked: false, attempts: 0 };
  return { write, send: () => client.request({ method: 'POST', path: `/api/v1/flashcards/${writer.cardUuid}/reviews`, token: account.accessToken, body: { rating: 3, id }, timeoutMs: 10_000 }) };
}

export async function killUnderLoad({ cluster, db, know, clients, seconds }: { cluster: Cluster; db: Db; know: PublishedKnow; clients: number; seconds: number }): Promise<KillFigures> {
  const writers = await Promise.all(Array.from({ length: clients }, (_, index) => setUpWriter(cluster.balancerPort, db, index)));
  const before = await cluster.balancerStats();
  const writes: Write[] = [];
  let clientRetries = 0;
  let failedAnswers = 0;
  const endAt = Date.now() + seconds * 1000;
  const victim = cluster.apps[1]!;
  let killedAt = 0;
  let restartedAt = 0;
  let backAt = 0;

  // Mail jobs enqueued while the load runs: none may run twice, whichever process dies.
  const mails = await db
    .insert(outboxMails)
    .values(Array.from({ length: 100 }, (_, index) => ({ to: `kill-${RUN}-${index}@scale.example`, subject: `Kill ${index}`, text: `kill ${index}`, html: `<p>kill ${index}</p>`, emailType: 'scale_test' })) as never)
    .returning({ uuid: outboxMails.uuid });
  const jobUuids: string[] = [];
  const enqueueing = (async () => {
    for (const mail of mails) {
      jobUuids.push(await deliverMailJob.enqueue(db, { emailUuid: mail.uuid }));
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2 / mails.length));
    }
  })();

  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
    killedAt = Date.now();
    cluster.kill(victim);
    await new Promise<void>((resolve) => (victim.child.exitCode !== null || victim.child.signalCode !== null ? resolve() : victim.child.once('exit', () => resolve())));
    await cluster.startApp(victim);
    restartedAt = Date.now();
    await pollUntil('the balancer taking the restarted process back', async () => {
      const csv = await (await fetch(`http://127.0.0.1:${cluster.statsPort}/stats;csv`)).text();
      return csv.split('\n').some((line) => line.startsWith(`apps,${victim.name},`) && line.includes(',UP,')) ? true : undefined;
    }, { timeoutMs: 30_000 });
    backAt = Date.now();
  })();

  await Promise.all(
    writers.map(async (writer) => {
      for (let step = 0; Date.now() < endAt; step++) {
        const { write, send } = nextWrite(writer, step, know);
        writes.push(write);
        // Retried with the same id until acknowledged, for as long as the run lasts (then it stays unacknowledged).
        while (Date.now() < endAt + 15_000) {
          write.attempts++;
          const answer = await send().catch(() => null);
          if (!retriable(answer)) {
            write.acked = answer!.status < 300;
            if (!write.acked) failedAnswers++;
            break;
          }
          clientRetries++;
          await new Promise((resolve) => setTimeout(resolve, answer?.status === 429 ? 1000 : 200));
        }
      }
    }),
  );
  await Promise.all([killer, enqueueing]);
  const after = await cluster.balancerStats();

  const figures: KillFigures['writes'] = { chat: zero(), review: zero(), payout: zero(), like: zero() };
  for (const write of writes) {
    figures[write.kind].sent++;
    if (write.acked) figures[write.kind].acked++;
  }
  const countBy = async (kind: Kind, ids: string[]): Promise<Map<string, number>> => {
    if (ids.length === 0) return new Map();
    const rows =
      kind === 'chat'
        ? await db.select({ id: chatMessages.manualChatMessageUuid, n: sql<number>`count(*)::int` }).from(chatMessages).where(inArray(chatMessages.manualChatMessageUuid, ids)).groupBy(chatMessages.manualChatMessageUuid)
        : kind === 'review'
          ? await db.select({ id: flashcardReviews.uuid, n: sql<number>`count(*)::int` }).from(flashcardReviews).where(inArray(flashcardReviews.uuid, ids)).groupBy(flashcardReviews.uuid)
          : kind === 'payout'
            ? await db.select({ id: payouts.idempotencyKey, n: sql<number>`count(*)::int` }).from(payouts).where(inArray(payouts.idempotencyKey, ids)).groupBy(payouts.idempotencyKey)
            : await db.select({ id: knowLikes.userUuid, n: sql<number>`count(*)::int` }).from(knowLikes).where(inArray(knowLikes.userUuid, ids)).groupBy(knowLikes.userUuid);
    return new Map(rows.map((row) => [String(row.id), row.n]));
  };
  for (const kind of ['chat', 'review', 'payout', 'like'] as const) {
    const ofKind = writes.filter((write) => write.kind === kind);
    const key = (write: Write) => (kind === 'like' ? write.owner : write.id);
    const counts = await countBy(kind, ofKind.map(key));
    figures[kind].found = ofKind.filter((write) => write.acked && counts.get(key(write)) === 1).length;
    figures[kind].doubled = [...counts.values()].filter((n) => n > 1).length;
  }
  // Payouts per knower: one open request at a time, and never two for one client's single key.
  const perKnower = await db.select({ knower: payouts.knowerUuid, n: sql<number>`count(*)::int` }).from(payouts).where(inArray(payouts.knowerUuid, writers.map((writer) => writer.knowerUuid))).groupBy(payouts.knowerUuid);
  expect(perKnower.every((row) => row.n <= 1), 'a knower got two payouts');

  // Jobs: wait for what the living processes can finish; a job the killed process held stays RUNNING until its claim
  // lapses (5 min), then runs again — at most once more, and never delivered twice (the row's sentOn is checked).
  await pollUntil('the kill test mail jobs settled', async () => {
    const states = await db.select({ status: jobs.status, lockedUntil: jobs.lockedUntil }).from(jobs).where(inArray(jobs.uuid, jobUuids));
    return states.every((job) => job.status === 'DONE' || (job.status === 'RUNNING' && (job.lockedUntil?.getTime() ?? 0) > Date.now())) ? true : undefined;
  }, { timeoutMs: 60_000, everyMs: 250 });
  const jobStates = await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(inArray(jobs.uuid, jobUuids));
  const received = new Map<string, number>();
  for (const mail of cluster.smtp.received) for (const to of mail.rcptTo) if (to.startsWith(`kill-${RUN}-`)) received.set(to, (received.get(to) ?? 0) + 1);
  const ledger = await ledgerCheck(db);
  return {
    clients,
    seconds,
    writes: figures,
    clientRetries,
    failedAnswers,
    killWindowMs: backAt - killedAt,
    restartMs: restartedAt - killedAt,
    balancer: {
      requests: after.frontendRequests - before.frontendRequests,
      errors5xx: after.frontend5xx - before.frontend5xx,
      connectionErrors: after.backendConnectionErrors - before.backendConnectionErrors,
      responseErrors: after.backendResponseErrors - before.backendResponseErrors,
      retries: after.retries - before.retries,
      redispatches: after.redispatches - before.redispatches,
    },
    jobs: {
      enqueued: jobUuids.length,
      done: jobStates.filter((job) => job.status === 'DONE').length,
      heldByKilled: jobStates.filter((job) => job.status === 'RUNNING').length,
      deliveredTwice: [...received.values()].filter((n) => n > 1).length,
    },
    ledger,
  };
}

const zero = () => ({ sent: 0, acked: 0, found: 0, doubled: 0 });

/** The figures' verdict: every acknowledged write found once, none doubled, books balanced, no job twice. */
export function checkKillFigures(figures: KillFigures): void {
  for (const [kind, counts] of Object.entries(figures.writes)) {
    expect(counts.found === counts.acked, `${kind}: ${counts.acked} acknowledged, ${counts.found} found exactly once`);
    expect(counts.doubled === 0, `${kind}: ${counts.doubled} written twice`);
  }
  expect(figures.failedAnswers === 0, `${figures.failedAnswers} writes were refused (4xx) instead of stored`);
  expect(figures.ledger.total === 0 && figures.ledger.lowest >= 0, `the ledger does not balance: ${JSON.stringify(figures.ledger)}`);
  expect(figures.jobs.deliveredTwice === 0, `${figures.jobs.deliveredTwice} mails delivered twice`);
  expect(figures.jobs.done + figures.jobs.heldByKilled === figures.jobs.enqueued, `jobs lost: ${JSON.stringify(figures.jobs)}`);
  // What the kill window explains: requests in flight on the killed process (at most one per client) and those sent
  // to it before two failed health checks (500 ms apart) took it out, which the balancer redispatches.
  expect(figures.balancer.errors5xx <= figures.clients * 2, `the balancer answered ${figures.balancer.errors5xx} errors for ${figures.clients} clients`);
}
