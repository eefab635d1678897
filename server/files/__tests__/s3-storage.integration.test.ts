import { randomBytes } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../../../tests/integration/call-route';
import { startS3Server, type S3TestServer } from '../../../tests/integration/s3-server';
import { getDb } from '../../db';
import { users } from '../../db/schema';
import { profilePictureRoute, uploadProfilePictureRoute } from '../../users/profile-picture-routes';
import { signupRoute } from '../../users/routes';
import { parseEnv } from '../../env';
import { attachmentDisposition, MAX_SIGNED_URL_SECONDS, S3Storage } from '../s3-storage';
import { createFileStorage, setFileStorage } from '../storage';
import { describeFileStorageContract } from './file-storage-contract';

const MIB = 1024 * 1024;
const PDF_PAGES = 6;
let server: S3TestServer;

beforeAll(async () => {
  server = await startS3Server();
});

afterAll(async () => {
  setFileStorage(undefined);
  await server.close();
});

// The bucket is new for this file and the contract's tests use keys of their own (the server refuses SigV4-signed
// bucket-level requests such as ListObjectsV2, so it cannot be emptied between tests: decision 021).
describeFileStorageContract('S3Storage', () => server.storage());

/** Counts the S3 operations a storage's client sends (x-id names them; multipart parts carry partNumber). */
function countOperations(storage: S3Storage): Map<string, number> {
  const counts = new Map<string, number>();
  storage.client.middlewareStack.add((next) => async (args) => {
    const request = args.request as { method: string; query: Record<string, string | undefined> };
    const operation = request.query['x-id'] ?? (request.query.uploads !== undefined ? 'CreateMultipartUpload' : request.query.uploadId ? 'CompleteMultipartUpload' : request.method);
    counts.set(operation, (counts.get(operation) ?? 0) + 1);
    return next(args);
  }, { step: 'finalizeRequest' });
  return counts;
}

/** A scanned-looking document of about 12 MB: pages of full-page noise JPEGs (incompressible), made here, never checked in. */
async function largePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= PDF_PAGES; page += 1) {
    const noise = await sharp(randomBytes(1200 * 1700 * 3), { raw: { width: 1200, height: 1700, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    const image = await document.embedJpg(noise);
    const pdfPage = document.addPage([595, 842]);
    pdfPage.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    pdfPage.drawText(`Zellbiologie, Seite ${page}`, { x: 40, y: 800, size: 18, font });
  }
  return Buffer.from(await document.save());
}

describe('S3Storage against a real S3-compatible server', () => {
  it('uploads a large PDF in parts (multipart), reads back every byte, and hands it out by a signed URL over HTTP', async () => {
    const storage = server.storage({ partSize: 5 * MIB });
    const operations = countOperations(storage);
    const pdf = await largePdf();
    expect(pdf.length).toBeGreaterThan(10 * MIB);

    await storage.put('knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301/original.pdf', pdf, 'application/pdf');
    expect(operations.get('CreateMultipartUpload')).toBe(1);
    expect(operations.get('UploadPart')).toBe(Math.ceil(pdf.length / (5 * MIB)));
    expect(operations.get('CompleteMultipartUpload')).toBe(1);
    expect(operations.get('PutObject')).toBeUndefined();
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: storage.bucket, Key: 'knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301/original.pdf' }));
    expect(head).toMatchObject({ ContentLength: pdf.length, ContentType: 'application/pdf' });

    const stored = await storage.get('knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301/original.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.data.equals(pdf)).toBe(true);
    expect((await PDFDocument.load(stored!.data)).getPageCount()).toBe(PDF_PAGES);

    // An ASCII name: the test server checks signatures with a query encoding that differs from SigV4's for the `'` of
    // an RFC 5987 name (AWS itself accepts it); the encoded form is checked in storage.test.ts.
    const fileName = 'Zellbiologie Kapitel 3.pdf';
    const url = await storage.signedDownloadUrl('knows/3f2504e0-4f89-41d3-9a0c-0305e82c3301/original.pdf', { expiresInSeconds: 300, fileName });
    expect(url.startsWith(`${server.endpoint}/${server.bucket}/knows/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(attachmentDisposition(fileName));
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('sends a small file in one PutObject', async () => {
    const storage = server.storage();
    const operations = countOperations(storage);
    await storage.put('profile-pictures/u1/v1.webp', Buffer.from('img'), 'image/webp');
    expect(operations.get('PutObject')).toBe(1);
    expect(operations.get('CreateMultipartUpload')).toBeUndefined();
  });

  it('serves a signed URL only until it expires', async () => {
    const storage = server.storage();
    await storage.put('signed/expiry.txt', Buffer.from('ephemeral'), 'text/plain');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10 * 60 * 1000); // signed 10 minutes ago, for 60 seconds
    const expired = await storage.signedDownloadUrl('signed/expiry.txt', { expiresInSeconds: 60 }).finally(() => vi.useRealTimers());
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
    const fresh = await fetch(await storage.signedDownloadUrl('signed/expiry.txt', { expiresInSeconds: 60 }));
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('ephemeral');
  });

  it('refuses a signed URL whose signature, key or lifetime was changed, or that was signed with another secret', async () => {
    const storage = server.storage();
    await storage.put('signed/mine.txt', Buffer.from('mine'), 'text/plain');
    await storage.put('signed/other.txt', Buffer.from('other'), 'text/plain');
    const url = new URL(await storage.signedDownloadUrl('signed/mine.txt', { expiresInSeconds: 60 }));
    expect((await fetch(url)).status).toBe(200);

    const signature = url.searchParams.get('X-Amz-Signature')!;
    const flipped = new URL(url);
    flipped.searchParams.set('X-Amz-Signature', (signature[0] === '0' ? '1' : '0') + signature.slice(1));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('mine.txt', 'other.txt');
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', String(MAX_SIGNED_URL_SECONDS));
    const forged = await server.storage({ credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' } }).signedDownloadUrl('signed/mine.txt', { expiresInSeconds: 60 });

    for (const tampered of [flipped.toString(), otherKey.toString(), longer.toString(), forged]) {
      const response = await fetch(tampered);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('SignatureDoesNotMatch');
    }
  });

  it('refuses a lifetime S3 would refuse', async () => {
    const storage = server.storage();
    for (const expiresInSeconds of [0, -1, 1.5, MAX_SIGNED_URL_SECONDS + 1]) {
      await expect(storage.signedDownloadUrl('signed/mine.txt', { expiresInSeconds })).rejects.toThrow(/signed URL lasts/);
    }
  });

  it('fails with the server’s error, not as a missing file, when the credentials are wrong', async () => {
    const storage = server.storage({ credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' } });
    await expect(storage.get('signed/mine.txt')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(storage.put('signed/x.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
  });
});

describe('the app on S3 (the storage S3_* names)', () => {
  it('stores and serves a profile picture through the API routes with the objects in the bucket', async () => {
    const storage = createFileStorage(
      parseEnv({ DATA_DIR: 'memory://', S3_BUCKET: server.bucket, S3_ENDPOINT: server.endpoint, S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    setFileStorage(storage);

    const signup = await callRoute(signupRoute, { body: { email: `s3-${Date.now()}@example.org`, name: 'Mia', password: 'reviser2026' } });
    expect(signup.status).toBe(201);
    const { accessToken, user } = signup.body as { accessToken: string; user: { uuid: string } };
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const request = new Request('http://test.invalid/', { method: 'POST', body: form });
    const uploaded = await callRoute(uploadProfilePictureRoute, {
      params: { id: user.uuid },
      token: accessToken,
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(uploaded.status).toBe(200);

    const [row] = await (await getDb()).select({ key: users.profilePictureKey }).from(users).where(eq(users.uuid, user.uuid));
    const key = row!.key!;
    expect(key).toMatch(new RegExp(`^profile-pictures/${user.uuid}/`));
    const head = await (storage as S3Storage).client.send(new HeadObjectCommand({ Bucket: server.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    const served = await callRoute(profilePictureRoute, { params: { id: user.uuid } });
    expect(served.status).toBe(200);
    const stored = await storage.get(key);
    expect(Buffer.isBuffer(served.body) && served.body.equals(stored!.data)).toBe(true);
    expect((await sharp(stored!.data).metadata()).format).toBe('webp');
  });
});
