// A lock file on the PGlite data directory: PGlite has none, and two processes on one directory silently lose rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'knowly.lock';

type LockHolder = { pid: number; hostname: string; command: string; since: string };

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        'Stop that process first (or run this command through it), or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DatabaseInUseError naming the live holder; a stale lock is taken over. Returns the release. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1).map((arg) => path.basename(arg)).join(' ') || 'node',
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      const held = holder && holder.pid !== process.pid && holder.hostname === me.hostname && isAlive(holder.pid);
      if (held) throw new DatabaseInUseError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${file}`);
}
