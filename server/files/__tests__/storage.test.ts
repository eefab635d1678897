import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../local-disk-storage';
import { MemoryStorage } from '../memory-storage';
import { parseEnv } from '../../env';
import { attachmentDisposition, S3Storage } from '../s3-storage';
import { contentTypeOfKey, createFileStorage, isValidFileKey } from '../storage';
import { describeFileStorageContract } from './file-storage-contract';

describe('file keys', () => {
  it.each(['profile-pictures/3f2504e0-4f89-41d3-9a0c-0305e82c3301/abc123.webp', 'a', 'a/b/c.txt', 'x_y-z.1'])('accepts %s', (key) => {
    expect(isValidFileKey(key)).toBe(true);
  });

  it.each([
    '', '/a', 'a/', 'a//b', '../a', 'a/../b', 'a/..', '..', 'a..b', './a', 'a/./b', '.', 'A.png', 'a b', 'a\\b', 'a~type', 'ä', 'a/b\n',
    'x'.repeat(513),
  ])('refuses %j', (key) => {
    expect(isValidFileKey(key)).toBe(false);
  });

  it('derives a content type from the extension', () => {
    expect(contentTypeOfKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeOfKey('a/b.JPG'.toLowerCase())).toBe('image/jpeg');
    expect(contentTypeOfKey('a/b')).toBe('application/octet-stream');
    expect(contentTypeOfKey('a/b.unknown')).toBe('application/octet-stream');
  });
});

describe('attachmentDisposition (the file name of a signed download)', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('Zellbiologie Kapitel 3.pdf')).toBe('attachment; filename="Zellbiologie Kapitel 3.pdf"');
  });

  it('adds the exact UTF-8 name (RFC 5987) to an ASCII stand-in for any other name, quotes and backslashes included', () => {
    expect(attachmentDisposition('Zellbiologie – Übersicht "3" (neu)\\*\'.pdf')).toBe(
      'attachment; filename="Zellbiologie _ _bersicht _3_ (neu)_*\'.pdf"; filename*=UTF-8\'\'Zellbiologie%20%E2%80%93%20%C3%9Cbersicht%20%223%22%20%28neu%29%5C%2A%27.pdf',
    );
  });
});

describe('createFileStorage', () => {
  it('uses FILES_DIR, else memory for memory://, else <DATA_DIR>/files', () => {
    const explicit = createFileStorage({ DATA_DIR: 'memory://', FILES_DIR: '/tmp/knowly-files' });
    expect(explicit).toBeInstanceOf(LocalDiskStorage);
    expect((explicit as LocalDiskStorage).root).toBe(path.resolve('/tmp/knowly-files'));
    expect(createFileStorage({ DATA_DIR: 'memory://' })).toBeInstanceOf(MemoryStorage);
    const byDataDir = createFileStorage({ DATA_DIR: './data' });
    expect((byDataDir as LocalDiskStorage).root).toBe(path.resolve('./data/files'));
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, whatever FILES_DIR and DATA_DIR say', async () => {
    const storage = createFileStorage(
      parseEnv({ DATA_DIR: 'memory://', FILES_DIR: '/tmp/knowly-files', S3_BUCKET: 'knowly-files', S3_REGION: 'eu-central-1', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    const { client, bucket } = storage as S3Storage;
    expect(bucket).toBe('knowly-files');
    expect(await client.config.region()).toBe('eu-central-1');
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: 'key', secretAccessKey: 'secret' });
    client.destroy();
  });

  it('refuses one S3 key without the other, and a malformed bucket or endpoint', () => {
    expect(() => parseEnv({ S3_BUCKET: 'knowly-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: is required with the other S3 key/);
    expect(() => parseEnv({ S3_BUCKET: 'Knowly Files' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => parseEnv({ S3_BUCKET: 'knowly-files', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(parseEnv({ S3_BUCKET: 'knowly-files' })).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'knowly-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeFileStorageContract('MemoryStorage', () => new MemoryStorage());
describeFileStorageContract('LocalDiskStorage', () => new LocalDiskStorage(path.join(root, `disk-${Math.random().toString(36).slice(2)}`)));

describe('LocalDiskStorage on disk', () => {
  it('writes below its root, leaves no temporary files, and keeps the type in a sidecar', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'layout'));
    await storage.put('profile-pictures/u1/v1.webp', Buffer.from('img'), 'image/webp');
    const dir = path.join(root, 'layout', 'profile-pictures', 'u1');
    expect((await readdir(dir)).sort()).toEqual(['v1.webp', 'v1.webp~type']);
    expect((await stat(path.join(dir, 'v1.webp'))).size).toBe(3);
    await storage.delete('profile-pictures/u1/v1.webp');
    expect(await readdir(dir)).toEqual([]);
  });

  it('falls back to the extension when the sidecar is missing', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'fallback'));
    await storage.put('x/y.png', Buffer.from('png'), 'image/png');
    await rm(path.join(root, 'fallback', 'x', 'y.png~type'));
    expect((await storage.get('x/y.png'))?.contentType).toBe('image/png');
  });

  it('survives parallel writes to the same key with one whole file', async () => {
    const storage = new LocalDiskStorage(path.join(root, 'parallel'));
    const versions = Array.from({ length: 20 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await Promise.all(versions.map((data) => storage.put('same.bin', data, 'application/octet-stream')));
    const file = await storage.get('same.bin');
    expect(versions.some((data) => data.equals(file!.data))).toBe(true);
    expect((await readdir(path.join(root, 'parallel'))).sort()).toEqual(['same.bin', 'same.bin~type']);
  });
});
