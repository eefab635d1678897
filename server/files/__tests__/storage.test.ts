import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../local-disk-storage';
import { MemoryStorage } from '../memory-storage';
import { contentTypeOfKey, createFileStorage, isValidFileKey, type FileStorage } from '../storage';

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

describe('createFileStorage', () => {
  it('uses FILES_DIR, else memory for memory://, else <DATA_DIR>/files', () => {
    const explicit = createFileStorage({ DATA_DIR: 'memory://', FILES_DIR: '/tmp/knowly-files' });
    expect(explicit).toBeInstanceOf(LocalDiskStorage);
    expect((explicit as LocalDiskStorage).root).toBe(path.resolve('/tmp/knowly-files'));
    expect(createFileStorage({ DATA_DIR: 'memory://' })).toBeInstanceOf(MemoryStorage);
    const byDataDir = createFileStorage({ DATA_DIR: './data' });
    expect((byDataDir as LocalDiskStorage).root).toBe(path.resolve('./data/files'));
  });
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'knowly-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const implementations: [string, () => FileStorage][] = [
  ['MemoryStorage', () => new MemoryStorage()],
  ['LocalDiskStorage', () => new LocalDiskStorage(path.join(root, `disk-${Math.random().toString(36).slice(2)}`))],
];

describe.each(implementations)('%s', (_name, make) => {
  it('puts, gets, replaces and deletes a file with its content type', async () => {
    const storage = make();
    expect(await storage.get('a/b.webp')).toBeNull();
    await storage.put('a/b.webp', Buffer.from('first'), 'image/webp');
    expect(await storage.get('a/b.webp')).toEqual({ data: Buffer.from('first'), contentType: 'image/webp' });
    await storage.put('a/b.webp', Buffer.from('second'), 'application/x-custom');
    expect(await storage.get('a/b.webp')).toEqual({ data: Buffer.from('second'), contentType: 'application/x-custom' });
    await storage.delete('a/b.webp');
    expect(await storage.get('a/b.webp')).toBeNull();
    await expect(storage.delete('a/b.webp')).resolves.toBeUndefined();
  });

  it('keeps files apart and is not changed through a returned buffer', async () => {
    const storage = make();
    const data = Buffer.from('abc');
    await storage.put('one.txt', data, 'text/plain');
    await storage.put('two.txt', Buffer.from('xyz'), 'text/plain');
    data.write('zzz');
    const file = await storage.get('one.txt');
    expect(file?.data.toString()).toBe('abc');
    file!.data.write('qqq');
    expect((await storage.get('one.txt'))?.data.toString()).toBe('abc');
    expect((await storage.get('two.txt'))?.data.toString()).toBe('xyz');
  });

  it('refuses invalid keys on every operation', async () => {
    const storage = make();
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid file key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid file key/);
    await expect(storage.delete('a/../../b')).rejects.toThrow(/Invalid file key/);
  });
});

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
