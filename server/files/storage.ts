// Where uploaded files live (profile pictures, later know documents): one small interface, chosen by env, with one
// instance per process on globalThis (Next dev reloads modules). Local disk by default (FILES_DIR, else
// <DATA_DIR>/files), memory when DATA_DIR is memory:// (tests). An S3-compatible implementation (@aws-sdk/client-s3,
// ARCHITECTURE §2) fits the same interface: keys are already valid object keys.
import path from 'node:path';
import { env } from '../env';
import { LocalDiskStorage } from './local-disk-storage';
import { MemoryStorage } from './memory-storage';

export { assertValidFileKey, contentTypeOfKey, isValidFileKey, MAX_KEY_LENGTH } from './file-keys';

export type StoredFile = { data: Buffer; contentType: string };

export interface FileStorage {
  /** Writes the file under the key, replacing any file there; readers see the old or the new file, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file and its content type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when there is none. */
  delete(key: string): Promise<void>;
}

const IN_MEMORY = 'memory://';

export type FileStorageEnv = { DATA_DIR: string; FILES_DIR?: string | undefined };

/** The storage the environment names: FILES_DIR wins, then memory:// DATA_DIR, then <DATA_DIR>/files. */
export function createFileStorage({ DATA_DIR, FILES_DIR }: FileStorageEnv): FileStorage {
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
