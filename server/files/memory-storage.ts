// File storage in this process's memory: for tests and DATA_DIR=memory://; gone when the process ends.
import type { FileStorage, StoredFile } from './file-storage';
import { assertValidFileKey } from './file-keys';

export class MemoryStorage implements FileStorage {
  private readonly files = new Map<string, StoredFile>();

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidFileKey(key);
    this.files.set(key, { data: Buffer.from(data), contentType });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidFileKey(key);
    const file = this.files.get(key);
    return file ? { data: Buffer.from(file.data), contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    assertValidFileKey(key);
    this.files.delete(key);
  }

  /** How many files are stored (tests). */
  get size(): number {
    return this.files.size;
  }
}
