// The serving process's heap ceiling: the configured one by default, never over an operator's own.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';
import { serverNodeArgs } from '../server-node-args';

describe('serverNodeArgs', () => {
  it('sets the heap ceiling of SERVER_HEAP_MB, 384 MB by default', () => {
    expect(serverNodeArgs(parseEnv({}).SERVER_HEAP_MB, '')).toEqual(['--max-old-space-size=384']);
    expect(serverNodeArgs(parseEnv({ SERVER_HEAP_MB: '512' }).SERVER_HEAP_MB, '--enable-source-maps')).toEqual(['--max-old-space-size=512']);
  });

  it('leaves the ceiling to NODE_OPTIONS when the operator set one there', () => {
    expect(serverNodeArgs(384, '--enable-source-maps --max-old-space-size=1024')).toEqual([]);
  });

  it('refuses a ceiling too small to serve with', () => {
    expect(() => parseEnv({ SERVER_HEAP_MB: '64' })).toThrow(/SERVER_HEAP_MB/);
    expect(() => parseEnv({ SERVER_HEAP_MB: 'lots' })).toThrow(/SERVER_HEAP_MB/);
  });
});
