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
