// Any visitor could block every upload route with six idle connections (security issue 28, Medium 1): a large body
// took one of six process-wide slots before anything was checked. Now the caller of a signed-in route is known before
// a slot is taken, slots are counted per user, visitor routes have a pool of their own, and a body that falls behind
// the pace is cut. Over a real socket through the production adapter, with the real profile-picture upload.
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { uploadProfilePictureRoute } from '../../users/profile-picture-routes';
import { readMultipartFiles } from '../multipart';
import { BODY_GRACE_MS, LARGE_BODIES_PER_USER, MIN_BODY_BYTES_PER_SECOND, VISITOR_LARGE_BODY_CONCURRENCY } from '../read-body';
import { defineRoute } from '../route';

/** A visitor route taking large bodies (as the flashcard import was): its file's size. */
const visitorUploadRoute = defineRoute({
  endpoint: { method: 'POST', path: '/api/test/visitor-upload', auth: 'visitor' },
  summary: 'Reads a file',
  tag: 'test',
  response: z.object({ bytes: z.number() }),
  bodyLimit: 10 * 1024 * 1024,
  upload: { field: 'file' },
  handle: async ({ headers, bodyStream, rawBody }) => {
    const [file] = await readMultipartFiles(bodyStream ?? rawBody, headers['content-type'], { field: 'file', maxFiles: 1, maxBytes: 10 * 1024 * 1024 });
    return { bytes: file!.data.length };
  },
});

let server: ApiServer;
let picture: Buffer;
let users: TestUser[];
const held: http.ClientRequest[] = [];

beforeAll(async () => {
  setFileStorage(new MemoryStorage());
  picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
  server = await startApiServer([uploadProfilePictureRoute, visitorUploadRoute]);
  users = await Promise.all(Array.from({ length: 5 }, () => signUpUser()));
});

afterAll(async () => {
  for (const request of held) request.destroy();
  await server.close();
  setFileStorage(undefined);
});

const picturePath = (user: TestUser) => `/api/v1/users/${user.uuid}/profilepicture`;

/** Starts a body declaring 3 MB and sends its first 64 KB, then nothing: it holds what the server gives it. Resolves
 *  with the status if the server answers within 500 ms (a refusal), else null (the body is being read). */
function holdSlowBody(path: string, headers: Record<string, string> = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.request(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(3 * 1024 * 1024), ...headers },
    });
    held.push(request);
    const timer = setTimeout(() => resolve(null), 500);
    request.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => undefined);
    request.write(Buffer.alloc(64 * 1024, 0x61));
  });
}

async function uploadPicture(user: TestUser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'ich.png');
  const response = await fetch(`${server.url}${picturePath(user)}`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { error?: { type: string } } };
}

function dropHeld(): void {
  for (const request of held.splice(0)) request.destroy();
}

describe('Upload slots no visitor can exhaust', () => {
  it("six slow visitor bodies do not make a signed-in user's upload answer 429", async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push(await holdSlowBody('/api/test/visitor-upload'));
    // The visitor pool fills (the rest are refused at once); signed-in uploads have slots of their own.
    expect(statuses.filter((status) => status === null)).toHaveLength(VISITOR_LARGE_BODY_CONCURRENCY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6 - VISITOR_LARGE_BODY_CONCURRENCY);

    const uploaded = await uploadPicture(users[0]!);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    dropHeld();
  });

  it('a signed-in upload without a valid token is answered 401 before its body takes a slot', async () => {
    const user = users[1]!;
    for (let index = 0; index < 6; index += 1) expect(await holdSlowBody(picturePath(user), { authorization: 'Bearer forged' })).toBe(401);
    expect((await uploadPicture(user)).status).toBe(200);
    dropHeld();
  });

  it(`one user's slow bodies do not block another user's: a user holds at most ${LARGE_BODIES_PER_USER} at once`, async () => {
    const [slow, other] = [users[2]!, users[3]!];
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push(await holdSlowBody(picturePath(slow), { authorization: `Bearer ${slow.token}` }));
    expect(statuses.filter((status) => status === null)).toHaveLength(LARGE_BODIES_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6 - LARGE_BODIES_PER_USER);

    const uploaded = await uploadPicture(other);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    dropHeld();
  });

  it(`a trickling body is cut at its deadline: BadRequestError once it falls under ${MIN_BODY_BYTES_PER_SECOND} bytes/s after ${BODY_GRACE_MS / 1000} s, and its slot is free again`, async () => {
    const user = users[4]!;
    // 256 bytes every 200 ms (1.25 kB/s): behind the pace from the moment the grace ends.
    const bytesPerSecond = 256 * 5;
    const deadline = (BODY_GRACE_MS * MIN_BODY_BYTES_PER_SECOND) / (MIN_BODY_BYTES_PER_SECOND - bytesPerSecond);
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}${picturePath(user)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(2 * 1024 * 1024) },
      });
      const trickle = setInterval(() => request.write(Buffer.alloc(256, 0x61)), 200);
      const giveUp = setTimeout(() => reject(new Error('the trickling body was never cut')), BODY_GRACE_MS + 10_000);
      request.on('response', (response) => {
        clearInterval(trickle);
        clearTimeout(giveUp);
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', () => clearInterval(trickle));
    });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'BadRequestError', data: { reason: expect.stringContaining('too slowly') } } });
    // Cut at its deadline (checked every 500 ms), not before.
    expect(elapsed).toBeGreaterThanOrEqual(deadline);
    expect(elapsed).toBeLessThan(deadline + 1500);

    for (let index = 0; index < LARGE_BODIES_PER_USER; index += 1) expect(await holdSlowBody(picturePath(user), { authorization: `Bearer ${user.token}` })).toBeNull();
    dropHeld();
  }, 30_000);
});
