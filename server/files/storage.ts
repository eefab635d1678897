// Which file storage this process uses (profile pictures, know documents and their page images), chosen by env, with
// one instance per process on globalThis (Next dev reloads modules): an S3-compatible bucket when S3_BUCKET is set,
// else local disk (FILES_DIR, else <DATA_DIR>/files), memory when DATA_DIR is memory:// (tests). The interface itself
// lives in file-storage.ts, which imports none of the implementations (no import cycle between them and this choice).
import path from 'node:path';
import { env } from '../env';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { MemoryStorage } from './memory-storage';
import { S3Storage } from './s3-storage';

export { contentTypeOfKey, isValidFileKey } from './file-keys';
export type { FileStorage } from './file-storage';

const IN_MEMORY = 'memory://';

export type FileStorageEnv = {
  DATA_DIR: string;
  FILES_DIR?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** The storage the environment names: S3_BUCKET wins, then FILES_DIR, then memory:// DATA_DIR, then <DATA_DIR>/files. */
export function createFileStorage(source: FileStorageEnv): FileStorage {
  const { DATA_DIR, FILES_DIR, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = source;
  if (S3_BUCKET) {
    return new S3Storage({
      bucket: S3_BUCKET,
      region: source.S3_REGION ?? 'us-east-1',
      endpoint: source.S3_ENDPOINT,
      forcePathStyle: source.S3_FORCE_PATH_STYLE,
      credentials: S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } : undefined,
    });
  }
  if (FILES_DIR) return new LocalDiskStorage(path.resolve(FILES_DIR));
  if (DATA_DIR === IN_MEMORY) return new MemoryStorage();
  return new LocalDiskStorage(path.resolve(DATA_DIR, 'files'));
}

const holder = globalThis as typeof globalThis & { __knowlyFileStorage?: FileStorage };

/** The process's file storage, created on first use. */
export function getFileStorage(): FileStorage {
  holder.__knowlyFileStorage ??= createFileStorage(env());
  return holder.__knowlyFileStorage;
}

/** Replaces the process's storage (tests); undefined goes back to the one the environment names. */
export function setFileStorage(storage: FileStorage | undefined): void {
  holder.__knowlyFileStorage = storage;
}
