// A public signing secret (security finding, High): without APP_SECRET the secret is random, kept in DATA_DIR with
// mode 0600 and shared by every process on it — never the value that was written in the source.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { generatedSecret, SECRET_FILE } from '../app-secret';
import { parseEnv } from '../env';

const OLD_PUBLIC_SECRET = 'local-only-secret-do-not-use-outside-local-000';
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-secret-'));

describe('A public signing secret', () => {
  it('no secret is written in the source any more', () => {
    for (const file of ['server/env.ts', 'server/app-secret.ts', 'server/auth/access-tokens.ts']) {
      expect(fs.readFileSync(file, 'utf8')).not.toContain(OLD_PUBLIC_SECRET);
    }
  });

  it('without APP_SECRET, a random secret is made in DATA_DIR on first use with mode 0600, and read back afterwards', () => {
    const dataDir = tempDir();
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false); // nothing written until the secret is used
    const secret = env.APP_SECRET;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dataDir }).APP_SECRET).toBe(secret);
  });

  it('another process on the same data directory uses the same secret; another data directory gets another one', () => {
    const dataDir = tempDir();
    const mine = generatedSecret(dataDir);
    const script = path.join(dataDir, 'read-secret.ts');
    fs.writeFileSync(script, `import { generatedSecret } from ${JSON.stringify(path.resolve('server/app-secret.ts'))};\nprocess.stdout.write(generatedSecret(${JSON.stringify(dataDir)}));\n`);
    const other = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(other.stdout, other.stderr).toBe(mine);
    expect(generatedSecret(tempDir())).not.toBe(mine);
    expect(generatedSecret('memory://')).not.toBe(mine);
  });

  it('APP_SECRET, when set, is the secret (and is required outside local)', () => {
    expect(parseEnv({ APP_SECRET: 's'.repeat(40), DATA_DIR: tempDir() }).APP_SECRET).toBe('s'.repeat(40));
    expect(() => parseEnv({ APP_ENV: 'dev' })).toThrow(/APP_SECRET/);
  });

  it('a token signed with the old public value is refused', async () => {
    process.env.DATA_DIR = tempDir();
    const { verifyAccessToken } = await import('../auth/access-tokens');
    const forged = await new SignJWT({ acc: '3f0c2a55-6d0e-4a39-9b59-1a2b3c4d5e6f' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('0c7f3a1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b')
      .setIssuer('knowly-auth')
      .setAudience('knowly-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(OLD_PUBLIC_SECRET));
    await expect(verifyAccessToken(forged)).rejects.toMatchObject({ type: 'AuthorizationError' });
  });
});
