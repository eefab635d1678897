import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';

describe('environment', () => {
  it('defaults to the local environment on port 3000 with PGlite in ./data', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ APP_ENV: 'local', PORT: 3000, DATA_DIR: './data', SEED_DEMO_CONTENT: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with an error naming APP_SECRET when it is missing outside local', () => {
    expect(() => parseEnv({ APP_ENV: 'prod' })).toThrow(EnvError);
    try {
      parseEnv({ APP_ENV: 'staging' });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([expect.stringContaining('APP_SECRET')]);
      expect((error as EnvError).message).toContain('APP_SECRET');
    }
  });

  it('accepts a real secret outside local', () => {
    expect(parseEnv({ APP_ENV: 'prod', APP_SECRET: 'x'.repeat(32) }).APP_SECRET).toBe('x'.repeat(32));
  });

  const secret = 'x'.repeat(32);

  it('offers the test-mode payment provider by default in APP_ENV=local only', () => {
    expect(parseEnv({}).PAYMENTS_LOCAL).toBe(true);
    expect(parseEnv({ PAYMENTS_LOCAL: 'false' }).PAYMENTS_LOCAL).toBe(false);
    for (const APP_ENV of ['prod', 'staging', 'dev']) {
      expect(parseEnv({ APP_ENV, APP_SECRET: secret }).PAYMENTS_LOCAL).toBe(false);
      expect(parseEnv({ APP_ENV, APP_SECRET: secret, PAYMENTS_LOCAL: '' }).PAYMENTS_LOCAL).toBe(false);
      expect(parseEnv({ APP_ENV, APP_SECRET: secret, PAYMENTS_LOCAL: 'false' }).PAYMENTS_LOCAL).toBe(false);
    }
  });

  it('stops with an error naming PAYMENTS_LOCAL when it is true outside local', () => {
    for (const APP_ENV of ['prod', 'staging', 'dev']) {
      let problems: string[] = [];
      try {
        parseEnv({ APP_ENV, APP_SECRET: secret, PAYMENTS_LOCAL: 'true' });
      } catch (error) {
        problems = (error as EnvError).problems;
      }
      expect(problems).toEqual([expect.stringMatching(/^PAYMENTS_LOCAL: must not be true when APP_ENV is /)]);
    }
  });

  it('names each invalid variable', () => {
    expect(() => parseEnv({ APP_ENV: 'production', PORT: 'abc', DATABASE_URL: 'not a url' })).toThrowError(
      /APP_ENV[\s\S]*PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ APP_ENV: '', DATABASE_URL: '' });
    expect(env.APP_ENV).toBe('local');
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
