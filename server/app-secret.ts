// The signing secret when APP_SECRET is not set (allowed only with APP_ENV=local): a random one, made on first use and
// kept in DATA_DIR/app-secret with mode 0600, so that tokens survive restarts and every process on the data directory
// (the server, its proxy, maintenance scripts) agrees on it. With DATA_DIR=memory:// a random one per process. Never a
// value written in the source: a secret anyone can read lets anyone mint a token for any user (docs/security.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'app-secret';
const MIN_LENGTH = 32;
const byDataDir = new Map<string, string>();

const newSecret = () => randomBytes(32).toString('base64url');

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length < MIN_LENGTH) throw new Error(`${file} holds no usable secret (fewer than ${MIN_LENGTH} characters): delete it to have a new one made, or set APP_SECRET.`);
  return text;
}

/** Writes a new secret unless another process got there first; either way the file's secret is the answer. */
function createSecret(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${newSecret()}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file); // atomic: fails if the file exists, so two processes starting together agree
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return readSecret(file)!;
}

/** The generated secret of a data directory ('memory://' for a throw-away one). */
export function generatedSecret(dataDir: string): string {
  let secret = byDataDir.get(dataDir);
  if (!secret) {
    if (dataDir.startsWith('memory://')) secret = newSecret();
    else {
      const file = path.resolve(dataDir, SECRET_FILE);
      secret = readSecret(file) ?? createSecret(file);
    }
    byDataDir.set(dataDir, secret);
  }
  return secret;
}
