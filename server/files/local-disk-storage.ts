// File storage in a directory: each key is a relative path below the root. Writes go to a temporary file that is
// renamed into place (atomic on one file system); the content type sits in a sidecar `<file>~type`. `~` is outside
// the key alphabet, so neither sidecars nor temporary files (`…~tmp`) can ever be addressed as keys.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';
import { assertValidFileKey, contentTypeOfKey } from './file-keys';

const TYPE_SUFFIX = '~type';

/** No file under the key: nothing there, or a folder of other keys (`a/b` when `a/b/c` exists), or below a file
 *  (`a/b/c` when `a/b` exists) — where an object store has no such object either. */
const isMissing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR', 'ERR_FS_EISDIR'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

async function writeAtomically(target: string, data: Buffer | string): Promise<void> {
  const temporary = `${target}.${randomBytes(6).toString('hex')}~tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  /** The file's path; the key form (no `..`, no leading `/`) keeps it below the root, checked once more here. */
  pathOf(key: string): string {
    assertValidFileKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`File key escapes the storage root: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Type first: a reader that finds the new file also finds its type (an old file with a new type is only
    // possible while replacing a key in place, which the callers here never do: new content gets a new key).
    await writeAtomically(file + TYPE_SUFFIX, contentType);
    await writeAtomically(file, data);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const contentType = await readFile(file + TYPE_SUFFIX, 'utf8').catch((error: unknown) => {
      if (isMissing(error)) return contentTypeOfKey(key);
      throw error;
    });
    return { data, contentType: contentType.trim() || contentTypeOfKey(key) };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    const ignoreMissing = (error: unknown) => {
      if (!isMissing(error)) throw error;
    };
    await rm(file, { force: true }).catch(ignoreMissing);
    await rm(file + TYPE_SUFFIX, { force: true }).catch(ignoreMissing);
  }
}
