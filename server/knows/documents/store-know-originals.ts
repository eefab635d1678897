// Stores the files of an upload as the know's originals, in the order sent; all or none (a failed write removes the
// ones already written).
import type { FileStorage } from '../../files/storage';
import type { CheckedFile } from './check-document-files';
import { originalFileKey } from './document-keys';

export async function storeKnowOriginals(storage: FileStorage, knowUuid: string, files: readonly Pick<CheckedFile, 'data' | 'mediaType' | 'extension' | 'sha256'>[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const key = originalFileKey(knowUuid, index + 1, file.sha256, file.extension);
      await storage.put(key, file.data, file.mediaType);
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await deleteKnowFiles(storage, keys);
    throw error;
  }
}

/** Removes files of a know; one that cannot be removed is left as an orphan rather than failing the caller. */
export async function deleteKnowFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
