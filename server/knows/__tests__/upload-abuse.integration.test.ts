// Security findings about uploads (docs/security.md): PDF bombs must not freeze the server, bodies are not read before
// the caller is known, and one user's uploads are bounded. Served over a real socket through the production adapter.
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOW_PDF_MAX_DRAWN_PIXELS, KNOW_PDF_MAX_IMAGE_PIXELS, KNOW_UPLOAD_QUOTA } from '../../../config/know-uploads';
import { makeImageBombPdf, makePdf } from '../../../tests/fixtures/pdf';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { healthFloor, slowestHealthAnswer } from '../../../tests/integration/health-probe';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { knows, subjects } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { LARGE_BODY_CONCURRENCY } from '../../http/read-body';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { healthRoute } from '../../system/routes';
import { publishKnowRoute, updateKnowRoute, uploadKnowRoute } from '../create-routes';
import { processKnowDocument } from '../documents/process-know-document';
import { stopPdfSandboxes } from '../documents/pdf-sandbox';
import { resetUploadQuota } from '../upload-quota';

let server: ApiServer;
let storage: MemoryStorage;

beforeAll(async () => {
  storage = new MemoryStorage();
  setFileStorage(storage);
  await seedDemoContent(await getDb(), { withKnows: false });
  server = await startApiServer([healthRoute, uploadKnowRoute]);
});

afterAll(async () => {
  await server.close();
  setFileStorage(undefined);
  resetUploadQuota();
  stopPdfSandboxes();
});

function pdfForm(pdf: Buffer, name = 'Bombe.pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), name);
  return form;
}

async function uploadOverHttp(user: TestUser, pdf: Buffer) {
  const response = await fetch(`${server.url}/api/v1/knows/uploads`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: pdfForm(pdf) });
  return { status: response.status, body: (await response.json()) as { know?: { uuid: string }; error?: { type: string; data: Record<string, unknown> } } };
}

async function documentStateOf(uuid: string) {
  const [row] = await (await getDb()).select({ documentState: knows.documentState, rejectionReason: knows.rejectionReason, status: knows.status }).from(knows).where(eq(knows.uuid, uuid));
  return row;
}

describe('A 19 KB PDF freezes the server', () => {
  it('each bomb is refused on upload or rendered in the sandbox while /api/health answers within 100 ms of its floor throughout', async () => {
    const knower = await signUpUser({ name: 'Bomben Test' });
    // The files are made first: making them is this test's own work, not the server's.
    const [small, big, huge, reused] = await Promise.all([
      makeImageBombPdf({ side: 2500 }),
      makeImageBombPdf({ side: 5000 }),
      makeImageBombPdf({ side: 10_000 }),
      makeImageBombPdf({ side: 2500, pages: 200 }),
    ]);
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer()); // a warm connection and route
    // What the neighbours cost on a shared machine, measured the same way with nothing of ours running.
    const floor = await healthFloor(server.url);
    const slowest = await slowestHealthAnswer(server.url, async () => {
      // 2500 × 2500 (19 KB): accepted, rendered in the sandbox process — a blank page, nothing more.
      const accepted = await uploadOverHttp(knower, small);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      await runJobsUntilIdle(await getDb());
      expect(await documentStateOf(accepted.body.know!.uuid)).toMatchObject({ documentState: 'READY' });

      // 5000² and 10000²: one image over the size any page may decode — refused before anything renders them.
      for (const bomb of [big, huge]) {
        const refused = await uploadOverHttp(knower, bomb);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatchObject({ type: 'FormValidationError', data: { reason: 'pdfTooComplex', limit: 'pdfImagePixels', maximum: KNOW_PDF_MAX_IMAGE_PIXELS } });
      }

      // The 2500² image drawn again on each of 200 pages: every page decodes it anew — refused on upload.
      const refused = await uploadOverHttp(knower, reused);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'FormValidationError', data: { reason: 'pdfTooComplex', limit: 'pdfDrawnPixels', maximum: KNOW_PDF_MAX_DRAWN_PIXELS } });
    });
    expect(slowest).toBeLessThan(floor + 100);
  }, 120_000);

  it('a bomb the upload check did not see is refused while rendering: FAILED, DOCUMENT_TOO_COMPLEX, and the review rejects it with that reason', async () => {
    const knower = await signUpUser({ name: 'Versteckte Bombe' });
    const uploaded = await callRoute(uploadKnowRoute, { token: knower.token, ...(await multipartOf(await makePdf(['Harmlos aussehende Seite']))) });
    expect(uploaded.status).toBe(201);
    const uuid = (uploaded.body as { know: { uuid: string } }).know.uuid;
    const [row] = await (await getDb()).select({ originalFiles: knows.originalFiles }).from(knows).where(eq(knows.uuid, uuid));
    await storage.put(row!.originalFiles[0]!, await makeImageBombPdf({ side: 6000 }), 'application/pdf');

    expect(await processKnowDocument(await getDb(), uuid)).toBe('FAILED');
    expect(await documentStateOf(uuid)).toMatchObject({ documentState: 'FAILED', rejectionReason: 'DOCUMENT_TOO_COMPLEX' });

    const [subject] = await (await getDb()).select({ id: subjects.id }).from(subjects).where(eq(subjects.contentLanguage, 'de')).limit(1);
    expect((await callRoute(updateKnowRoute, { token: knower.token, params: { id: uuid }, body: { title: 'Zellbiologie Zusammenfassung', subjectIds: [subject!.id] } })).status).toBe(200);
    expect((await callRoute(publishKnowRoute, { token: knower.token, params: { id: uuid } })).status).toBe(200);
    await runJobsUntilIdle(await getDb());
    expect(await documentStateOf(uuid)).toMatchObject({ status: 'REJECTED', rejectionReason: 'DOCUMENT_TOO_COMPLEX' });
  }, 60_000);
});

async function multipartOf(pdf: Buffer) {
  const request = new Request('http://test.invalid/', { method: 'POST', body: pdfForm(pdf) });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Starts an upload of `declaredBytes` and sends only its first 256 KB; resolves with the status if the server answers
 *  before the rest is sent (null after 3 s of silence). The request is then dropped. */
function answerBeforeBody(headers: Record<string, string>, declaredBytes = 62 * 1024 * 1024): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.request(`${server.url}/api/v1/knows/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(declaredBytes), ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, 3000);
    request.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => undefined);
    request.write(Buffer.alloc(256 * 1024, 0x61));
  });
}

describe('Bodies read before authorization', () => {
  it('a 62 MB upload without a token is answered 401 before its body is sent', async () => {
    expect(await answerBeforeBody({})).toBe(401);
  });

  it('a signed-in upload declaring more than the limit is answered 413 before its body is sent', async () => {
    const user = await signUpUser();
    expect(await answerBeforeBody({ authorization: `Bearer ${user.token}` }, 200 * 1024 * 1024)).toBe(413);
  });

  it(`at most ${LARGE_BODY_CONCURRENCY} large bodies are read at once; the next answers 429 at once`, async () => {
    const users = await Promise.all(Array.from({ length: LARGE_BODY_CONCURRENCY + 1 }, () => signUpUser()));
    const open: http.ClientRequest[] = [];
    for (const user of users.slice(0, LARGE_BODY_CONCURRENCY)) {
      const request = http.request(`${server.url}/api/v1/knows/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024) },
      });
      request.on('error', () => undefined);
      request.write(Buffer.alloc(64 * 1024, 0x61));
      open.push(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server has admitted them and is reading
    expect(await answerBeforeBody({ authorization: `Bearer ${users.at(-1)!.token}` }, 10 * 1024 * 1024)).toBe(429);
    for (const request of open) request.destroy();
  });
});

describe('Per-user upload quota', () => {
  it(`past ${KNOW_UPLOAD_QUOTA.perHour} uploads in an hour the next answers 429 TooManyRequestsError with retryAfterSeconds; others may still upload`, async () => {
    resetUploadQuota();
    const [busy, other] = [await signUpUser(), await signUpUser()];
    const attempt = (user: TestUser) => callRoute(uploadKnowRoute, { token: user.token, body: Buffer.from('not multipart'), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    for (let index = 0; index < KNOW_UPLOAD_QUOTA.perHour; index += 1) expect(errorType(await attempt(busy))).toBe('FormValidationError');
    const refused = await attempt(busy);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { type: 'TooManyRequestsError', data: { retryAfterSeconds: expect.any(Number) } } });
    expect((refused.body as { error: { data: { retryAfterSeconds: number } } }).error.data.retryAfterSeconds).toBeGreaterThan(60 * 59);
    expect(errorType(await attempt(other))).toBe('FormValidationError');
  });
});
