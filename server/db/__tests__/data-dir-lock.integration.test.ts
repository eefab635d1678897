// Two processes on one PGlite directory silently lose rows: the second one must stop with an error naming the first.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { acquireDataDirLock, DatabaseInUseError } from '../data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-lock-'));
}

function holdDatabaseInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/hold-database.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe('PGlite data directory lock', () => {
  it('stops a second process with an error naming the holder', async () => {
    const dataDir = tempDir();
    const holder = await holdDatabaseInAnotherProcess(dataDir);
    const attempt = openDatabase({ kind: 'pglite', dataDir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(attempt).rejects.toThrow(`in use by process ${holder.pid}`);
  });

  it('takes over a lock whose process is gone', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'knowly.lock'), JSON.stringify({ pid: 2 ** 22 + 7, hostname: os.hostname(), command: 'gone', since: '' }));
    const release = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'knowly.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, 'knowly.lock'))).toBe(false);
  });

  it('lets the same directory be opened again after close', async () => {
    const dataDir = tempDir();
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});
