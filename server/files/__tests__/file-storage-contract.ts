// The contract every file storage keeps (file-storage.ts), written once and run against each implementation: memory
// and local disk in storage.test.ts, a real S3-compatible server in s3-storage.integration.test.ts.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../file-storage';

/** Registers the contract's tests for one implementation; `make` gives a fresh, empty storage for each test. */
export function describeFileStorageContract(name: string, make: () => FileStorage | Promise<FileStorage>): void {
  describe(`${name} keeps the file storage contract`, () => {
    it('puts, gets, replaces and deletes a file with its content type', async () => {
      const storage = await make();
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
      const storage = await make();
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

    it('keeps every byte of a binary file, and an empty one, under keys of the whole key alphabet', async () => {
      const storage = await make();
      const everyByte = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024 + 7)]);
      await storage.put('profile-pictures/0f_a.b-c/9.bin', everyByte, 'application/octet-stream');
      await storage.put('empty/file.txt', Buffer.alloc(0), 'text/plain; charset=utf-8');
      expect((await storage.get('profile-pictures/0f_a.b-c/9.bin'))?.data.equals(everyByte)).toBe(true);
      expect(await storage.get('empty/file.txt')).toEqual({ data: Buffer.alloc(0), contentType: 'text/plain; charset=utf-8' });
      // A key that is only the folder of another key, or lies below a file, holds no file (S3 has no folders).
      expect(await storage.get('profile-pictures/0f_a.b-c')).toBeNull();
      expect(await storage.get('empty/file.txt/below')).toBeNull();
      await expect(storage.delete('profile-pictures/0f_a.b-c')).resolves.toBeUndefined();
      expect((await storage.get('profile-pictures/0f_a.b-c/9.bin'))?.data.length).toBe(everyByte.length);
    });

    it('leaves one whole file when writes to the same key race', async () => {
      const storage = await make();
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i));
      await Promise.all(versions.map((data) => storage.put('same.bin', data, 'application/octet-stream')));
      const file = await storage.get('same.bin');
      expect(versions.some((data) => data.equals(file!.data))).toBe(true);
    });

    it('refuses invalid keys on every operation', async () => {
      const storage = await make();
      await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid file key/);
      await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid file key/);
      await expect(storage.delete('a/../../b')).rejects.toThrow(/Invalid file key/);
      if (storage.signedDownloadUrl) {
        await expect(storage.signedDownloadUrl('a/./b', { expiresInSeconds: 60 })).rejects.toThrow(/Invalid file key/);
      }
    });
  });
}
