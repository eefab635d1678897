// The scale-out scenarios of issue 32, each through the balancer with one user's requests landing on different app
// processes (round robin, no stickiness): accounts, an upload seen from another process and published through the job
// queue, a live chat across processes, throttles counted in Redis, 200 jobs run exactly once, an idempotent payout,
// and a cached page that follows an edit within its staleness bound. Each returns a line for the report or throws.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { Db } from '../../server/db';
import { jobs, knowers, outboxMails, payouts, subjects, users } from '../../server/db/schema';
import { deliverMailJob } from '../../server/mail/deliver-mail';
import { ledgerAccount, ledgerCheck, transfer } from '../../server/payouts/ledger';
import { type Answer, type BalancerClient, errorTypeOf, openEventStream } from './balancer-client';
import { pollUntil, type Cluster } from './cluster';

export type Account = { email: string; password: string; accessToken: string; refreshToken: string; user: { uuid: string; accountUuid: string } };

let userCounter = 0;
export const RUN = Date.now().toString(36);

export async function signUp(client: BalancerClient, name = 'Lena Vogel'): Promise<Account> {
  const email = `scale-${RUN}-${userCounter++}@example.org`;
  const password = 'lernhilfe2026';
  // Each new user signs up from an address of their own: sign-ups from one address ask for a captcha after a few.
  const address = `10.${100 + (userCounter % 100)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const answer = await client.request({ method: 'POST', path: '/api/v1/users', body: { email, name, password, birthDate: '2000-01-01' }, headers: { 'x-forwarded-for': address } });
  expect(answer.status === 201, `sign-up answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return { email, password, ...answer.json<{ accessToken: string; refreshToken: string; user: Account['user'] }>() };
}

export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const distinct = (answers: Answer[]) => new Set(answers.map((answer) => answer.backend)).size;

/** Sign up, sign in, refresh (rotation; reuse of an old token ends the family on every process), sign out everywhere. */
export async function accountsAcrossProcesses(client: BalancerClient): Promise<string> {
  const account = await signUp(client);
  const seen: Answer[] = [];
  const token = async (body: unknown) => {
    const answer = await client.request({ method: 'POST', path: '/api/auth/oauth/token', body });
    seen.push(answer);
    return answer;
  };
  const signedIn = await token({ email: account.email, password: account.password });
  expect(signedIn.status === 200, `sign-in answered ${signedIn.status}: ${signedIn.body.slice(0, 200)}`);
  const first = signedIn.json<{ refreshToken: string }>().refreshToken;
  const rotated = await token({ refreshToken: first });
  expect(rotated.status === 200, `refresh answered ${rotated.status}`);
  const second = rotated.json<{ refreshToken: string }>().refreshToken;
  expect(second !== first, 'the refresh token rotates');
  const reused = await token({ refreshToken: first });
  expect(reused.status === 401, `reusing a rotated refresh token answered ${reused.status}, not 401`);
  const afterReuse = await token({ refreshToken: second });
  expect(afterReuse.status === 401, `after a reuse the whole family ends: its newest token answered ${afterReuse.status}`);

  // Two sign-ins; signing out everywhere from the first ends the second on every process.
  const keep = (await token({ email: account.email, password: account.password })).json<{ accessToken: string; refreshToken: string }>();
  const other = (await token({ email: account.email, password: account.password })).json<{ accessToken: string; refreshToken: string }>();
  const ended = await client.request({ method: 'DELETE', path: `/api/auth/accounts/${account.user.accountUuid}/sessions`, token: keep.accessToken });
  expect(ended.status === 200, `sign out everywhere answered ${ended.status}: ${ended.body.slice(0, 200)}`);
  seen.push(ended);
  for (let attempt = 0; attempt < 3; attempt++) {
    const refused = await token({ refreshToken: other.refreshToken });
    expect(refused.status === 401, `a sign-in ended elsewhere still refreshed (${refused.status}) on ${refused.backend}`);
  }
  const kept = await token({ refreshToken: keep.refreshToken });
  expect(kept.status === 200, `the sign-in that signed out the others was ended too (${kept.status})`);
  expect(distinct(seen) === 3, `the account's requests landed on ${distinct(seen)} processes, not 3`);
  return `accounts: sign-up, sign-in, rotation, reuse detection and sign-out everywhere over ${seen.length} requests on ${distinct(seen)} processes`;
}

async function pagePng(seed: number): Promise<Buffer> {
  const width = 320;
  const height = 420;
  const pixels = Buffer.alloc(width * height * 3, 255);
  for (let index = 0; index < 4000; index++) pixels[(index * 7919 + seed * 104729) % pixels.length] = (index * seed) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

function multipart(files: { name: string; type: string; data: Buffer }[]): { contentType: string; data: Buffer } {
  const boundary = `----knowly-scale-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}

export async function uploadPng(client: BalancerClient, token: string, seed: number): Promise<Answer> {
  return client.request({ method: 'POST', path: '/api/v1/knows/uploads', token, raw: multipart([{ name: `page-${seed}.png`, type: 'image/png', data: await pagePng(seed) }]), timeoutMs: 60_000 });
}

type Draft = { uuid: string; path: string; status: string; documentState: string; pages: { imageUrl: string }[]; rejectionReason: string | null };

export type PublishedKnow = { uuid: string; path: string; owner: Account };

/** Upload on one process, its pages from another (S3), publish through the job queue. */
export async function uploadAndPublish(client: BalancerClient, db: Db): Promise<{ line: string; know: PublishedKnow }> {
  const owner = await signUp(client, 'Jonas Krüger');
  const uploaded = await uploadPng(client, owner.accessToken, 1);
  expect(uploaded.status === 201, `the upload answered ${uploaded.status}: ${uploaded.body.slice(0, 300)}`);
  const { knowUuid } = uploaded.json<{ knowUuid: string }>();
  const draft = async () => (await client.request({ path: `/api/v1/knows/${knowUuid}/draft`, token: owner.accessToken })).json<Draft>();
  const ready = await pollUntil('the uploaded page rendered', async () => {
    const current = await draft();
    expect(current.documentState !== 'FAILED', `the document failed: ${current.rejectionReason}`);
    return current.documentState === 'READY' ? current : undefined;
  }, { timeoutMs: 60_000, everyMs: 250 });
  // The page image from every other process: it is in S3, not on the uploading process's disk.
  const images: Answer[] = [];
  for (let attempt = 0; attempt < 3; attempt++) images.push(await client.request({ path: ready.pages[0]!.imageUrl, token: owner.accessToken }));
  expect(images.every((image) => image.status === 200 && image.body.length > 100), `a page image answered ${images.map((image) => image.status).join(', ')}`);
  const others = new Set(images.map((image) => image.backend).filter((backend) => backend !== uploaded.backend));
  expect(others.size === 2, `the page image came from ${others.size} processes other than the uploading one, not 2`);

  const [subject] = await db.insert(subjects).values({ contentLanguage: 'de', name: 'Biologie', slug: `biologie-${RUN}`, color: 'green' }).returning();
  const details = await client.request({ method: 'PATCH', path: `/api/v1/knows/${knowUuid}`, token: owner.accessToken, body: { title: 'Photosynthese Lichtreaktion und Calvin-Zyklus Zusammenfassung', subjectIds: [subject!.id], contentLanguage: 'de' } });
  expect(details.status === 200, `the details answered ${details.status}: ${details.body.slice(0, 200)}`);
  const published = await client.request({ method: 'POST', path: `/api/v1/knows/${knowUuid}/publish`, token: owner.accessToken });
  expect(published.status === 200, `publish answered ${published.status}: ${published.body.slice(0, 200)}`);
  const done = await pollUntil('the review job decided the know', async () => {
    const current = await draft();
    return current.status === 'IN_REVIEW' ? undefined : current;
  }, { timeoutMs: 30_000, everyMs: 200 });
  expect(done.status === 'PUBLISHED', `the review job answered ${done.status} (${done.rejectionReason})`);
  // The job publishes the know, then marks itself done: its row may still say RUNNING for a moment after the know
  // shows as published.
  const reviewJob = await pollUntil('the review job marked done', async () => {
    const [job] = await db.select().from(jobs).where(and(eq(jobs.kind, 'review-know'), sql`${jobs.payload}->>'knowUuid' = ${knowUuid}`));
    expect(job !== undefined && job.status !== 'FAILED', `the review job is ${job?.status}`);
    return job.status === 'DONE' ? job : undefined;
  }, { timeoutMs: 10_000, everyMs: 100 });
  return {
    line: `upload: uploaded on ${uploaded.backend}, its page image served by ${[...others].join(' and ')} from S3, published by the review job (attempts ${reviewJob!.attempts})`,
    know: { uuid: knowUuid, path: done.path, owner },
  };
}

/** A chat stream held on one process receives a message sent through another, within 1 s. */
export async function chatAcrossProcesses(client: BalancerClient, port: number): Promise<string> {
  const [writer, reader] = [await signUp(client, 'Mia Sommer'), await signUp(client, 'Ole Berg')];
  const started = await client.request({ method: 'POST', path: '/api/v1/chats', token: writer.accessToken, body: { chatPartnerUuid: reader.user.uuid } });
  expect(started.status === 201, `starting a chat answered ${started.status}: ${started.body.slice(0, 300)}`);
  const { chatUuid } = started.json<{ chatUuid: string }>();
  const stream = await openEventStream({ port, path: '/api/v1/chats', token: reader.accessToken });
  try {
    // Let the stream's LISTEN be in place: a first message must arrive (however long that takes), then the timed one.
    const latencies: number[] = [];
    let crossed = 0;
    for (let attempt = 0; attempt < 6 && crossed < 2; attempt++) {
      const text = `Hallo Ole ${RUN} ${attempt}`;
      const sentAt = Date.now();
      const sent = await client.request({ method: 'POST', path: `/api/v1/chats/${chatUuid}/messages`, token: writer.accessToken, body: { text, manualChatMessageUuid: randomUUID() } });
      expect(sent.status === 201, `sending answered ${sent.status}: ${sent.body.slice(0, 300)}`);
      const event = await pollUntil(`the message "${text}" on the stream`, async () => stream.events.find((candidate) => candidate.data.includes(text)), { timeoutMs: 10_000, everyMs: 10 });
      if (attempt > 0 && sent.backend !== stream.backend) {
        latencies.push(event.at - sentAt);
        crossed++;
      }
    }
    expect(crossed === 2, 'no message was sent through a process other than the stream’s');
    expect(Math.max(...latencies) < 1000, `a message took ${Math.max(...latencies)} ms to reach a stream on another process (budget 1000 ms)`);
    return `chat: a stream held on ${stream.backend} received messages sent through other processes in ${latencies.join(' and ')} ms (budget 1000 ms)`;
  } finally {
    stream.close();
  }
}

/** The sign-in throttle and the upload quota count across processes (Redis). */
export async function throttlesAcrossProcesses(client: BalancerClient, redisUrl: string): Promise<string> {
  const account = await signUp(client, 'Tim Weber');
  const attempts: Answer[] = [];
  // Unsigned requests get half the limits: a captcha after 2 failures of one account from one address.
  for (let attempt = 0; attempt < 3; attempt++) attempts.push(await client.request({ method: 'POST', path: '/api/auth/oauth/token', body: { email: account.email, password: 'wrong-password-1' } }));
  const types = attempts.map(errorTypeOf);
  expect(types[0] === 'InvalidCredentialsError' && types[1] === 'InvalidCredentialsError', `the first failures answered ${types.join(', ')}`);
  expect(types[2] === 'RequiresCaptchaError', `the third attempt answered ${types[2]} on ${attempts[2]!.backend} (a process counting alone would not ask for a captcha)`);
  expect(distinct(attempts) === 3, `the sign-in attempts landed on ${distinct(attempts)} processes`);

  // The upload quota (30 an hour): one real upload, the count set to 29 in Redis where the processes keep it, then
  // one more is accepted on one process and the next refused on another.
  const uploader = await signUp(client, 'Paula Graf');
  const first = await uploadPng(client, uploader.accessToken, 2);
  expect(first.status === 201, `an upload answered ${first.status}`);
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys = await redis.keys(`*know_uploads_hour*${uploader.user.uuid}*`);
    expect(keys.length === 1, `the hour's upload count of the user in Redis: ${keys.length} keys`);
    expect(Number(await redis.get(keys[0]!)) === 1, 'the first upload counted once in Redis');
    await redis.set(keys[0]!, '29', 'KEEPTTL');
  } finally {
    redis.disconnect();
  }
  const thirtieth = await uploadPng(client, uploader.accessToken, 3);
  const refused = await uploadPng(client, uploader.accessToken, 4);
  expect(thirtieth.status === 201, `the 30th upload answered ${thirtieth.status}`);
  expect(refused.status === 429 && errorTypeOf(refused) === 'TooManyRequestsError', `the 31st upload answered ${refused.status} on ${refused.backend}`);
  return `throttles: the 3rd failed sign-in asked for a captcha on ${attempts[2]!.backend} after failures on ${attempts[0]!.backend} and ${attempts[1]!.backend}; the 31st upload of an hour was refused on ${refused.backend} after the 30th on ${thirtieth.backend}`;
}

/** 200 jobs enqueued (mail deliveries to the loopback SMTP server) are each run exactly once by the three workers. */
export async function jobsExactlyOnce(db: Db, cluster: Cluster, count = 200): Promise<string> {
  const startedAt = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({ to: `job-${RUN}-${index}@scale.example`, subject: `Scale job ${index}`, text: `job ${index}`, html: `<p>job ${index}</p>`, emailType: 'scale_test' }));
  const mails = await db.insert(outboxMails).values(rows as never).returning({ uuid: outboxMails.uuid });
  const jobUuids = await Promise.all(mails.map((mail) => deliverMailJob.enqueue(db, { emailUuid: mail.uuid })));
  const ours = (to: string[]) => to.some((address) => address.startsWith(`job-${RUN}-`));
  await pollUntil(`${count} mails delivered`, async () => {
    const done = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(inArray(jobs.uuid, jobUuids), eq(jobs.status, 'DONE')));
    return done[0]!.n === count ? true : undefined;
  }, { timeoutMs: 60_000, everyMs: 250 });
  const received = cluster.smtp.received.filter((mail) => ours(mail.rcptTo));
  const perRecipient = new Map<string, number>();
  for (const mail of received) for (const to of mail.rcptTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const twice = [...perRecipient.values()].filter((n) => n > 1).length;
  const attempts = await db.select({ attempts: jobs.attempts }).from(jobs).where(inArray(jobs.uuid, jobUuids));
  const rowAttempts = await db.select({ attempts: outboxMails.attempts }).from(outboxMails).where(inArray(outboxMails.uuid, mails.map((mail) => mail.uuid)));
  expect(perRecipient.size === count && twice === 0, `${perRecipient.size} of ${count} mails arrived, ${twice} more than once`);
  expect(attempts.every((job) => job.attempts === 1), `jobs claimed more than once: ${attempts.filter((job) => job.attempts !== 1).length}`);
  expect(rowAttempts.every((row) => row.attempts === 1), 'a mail was sent more than once');
  return `jobs: ${count} mail jobs run exactly once by the workers of 3 processes in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (each claimed once, each mail received once)`;
}

/** A knower with money to pay out: the knower row and an earning booked as the daily job books it. */
export async function knowerWithBalance(db: Db, account: Account, amount: number): Promise<string> {
  // A user who made a know (flashcards) is a knower already.
  const [existing] = await db.select().from(knowers).where(eq(knowers.userUuid, account.user.uuid));
  const knower = existing ?? (await db.insert(knowers).values({ userUuid: account.user.uuid, bio: '' }).returning())[0];
  await db.update(users).set({ country: 'DE' }).where(eq(users.uuid, account.user.uuid));
  const [platform, own] = [await ledgerAccount(db, 'platform', null, 'EUR'), await ledgerAccount(db, 'knower', knower!.uuid, 'EUR')];
  await db.transaction((tx) => transfer(tx as never, { idempotencyKey: `scale-${randomUUID()}`, debit: platform, credit: own, amount, cause: 'earning' }));
  return knower!.uuid;
}

export const PAYOUT_BODY = { amount: 2000, method: 'iban', destination: 'DE89370400440532013000', holderName: 'Lena Vogel' };

/** A payout request with an Idempotency-Key, retried on another process, is one payout. */
export async function payoutOnce(client: BalancerClient, db: Db): Promise<string> {
  const account = await signUp(client, 'Lena Vogel');
  const knowerUuid = await knowerWithBalance(db, account, 5000);
  const key = randomUUID();
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < 3; attempt++) answers.push(await client.request({ method: 'POST', path: '/api/v1/knowers/me/payouts', token: account.accessToken, body: PAYOUT_BODY, headers: { 'idempotency-key': key } }));
  expect(answers.every((answer) => answer.status === 201), `the payout answered ${answers.map((answer) => `${answer.status} ${errorTypeOf(answer)}`).join(', ')}`);
  expect(new Set(answers.map((answer) => answer.json<{ payoutUuid: string }>().payoutUuid)).size === 1, 'the retries answered different payouts');
  expect(distinct(answers) === 3, `the retries landed on ${distinct(answers)} processes`);
  const rows = await db.select().from(payouts).where(eq(payouts.knowerUuid, knowerUuid));
  const books = await ledgerCheck(db);
  expect(rows.length === 1, `${rows.length} payouts stored`);
  expect(books.total === 0 && books.lowest >= 0, `the ledger does not balance: ${JSON.stringify(books)}`);
  return `payout: one Idempotency-Key sent to ${distinct(answers)} processes made 1 payout; the ledger balances (total ${books.total})`;
}

/** The page cache bound: fresh RENDERED_PAGE_CACHE_FRESH_SECONDS on each process, then the know data cache's 10 s. */
export async function cachedPageFollowsEdit(client: BalancerClient, know: PublishedKnow, boundMs: number): Promise<string> {
  const visitor = () => client.request({ path: know.path, headers: { accept: 'text/html' } });
  const warm: Answer[] = [];
  for (let attempt = 0; attempt < 6; attempt++) warm.push(await visitor());
  expect(warm.every((answer) => answer.status === 200), `the know page answered ${warm.map((answer) => answer.status).join(', ')}`);
  expect(warm.slice(3).every((answer) => answer.headers['x-knowly-cache'] !== 'miss'), 'the know page was not kept by every process');
  const cacheControl = String(warm[5]!.headers['cache-control']);
  expect(cacheControl.startsWith('public, '), `a visitor's know page answered Cache-Control: ${cacheControl}`);
  // The description, not the title: a new title moves the know to a new address (a 308 from the old one).
  const title = `Zusammenfassung mit Lichtreaktion geaendert ${RUN}`;
  const editedAt = Date.now();
  const edit = await client.request({ method: 'PATCH', path: `/api/v1/knows/${know.uuid}`, token: know.owner.accessToken, body: { description: title } });
  expect(edit.status === 200, `the edit answered ${edit.status}`);
  const showing = new Set<string>();
  await pollUntil('every process showing the edit', async () => {
    const answer = await visitor();
    if (answer.body.includes(title)) showing.add(answer.backend);
    else showing.delete(answer.backend);
    return showing.size === 3 ? true : undefined;
  }, { timeoutMs: boundMs + 10_000, everyMs: 100 });
  const tookMs = Date.now() - editedAt;
  expect(tookMs <= boundMs, `the edit reached every process's cached page after ${tookMs} ms (bound ${boundMs} ms)`);
  return `page cache: a cached know page showed an edit on all 3 processes after ${(tookMs / 1000).toFixed(1)} s (bound ${boundMs / 1000} s); visitors get ${cacheControl}`;
}
