// How a build is served: the configured heap ceiling by default, never over an operator's own, and connections kept
// alive longer than a balancer's idle pool.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';
import { KEEP_ALIVE_TIMEOUT_MS, nextStartArgs } from '../server-node-args';

const serve = { port: 3000, host: '127.0.0.1' };

describe('nextStartArgs', () => {
  it('sets the heap ceiling of SERVER_HEAP_MB, 384 MB by default', () => {
    expect(nextStartArgs({ ...serve, heapMb: parseEnv({}).SERVER_HEAP_MB, nodeOptions: '' })[0]).toBe('--max-old-space-size=384');
    expect(nextStartArgs({ ...serve, heapMb: parseEnv({ SERVER_HEAP_MB: '512' }).SERVER_HEAP_MB, nodeOptions: '--enable-source-maps' })[0]).toBe('--max-old-space-size=512');
  });

  it('leaves the ceiling to NODE_OPTIONS when the operator set one there, and to V8 when none is given', () => {
    expect(nextStartArgs({ ...serve, heapMb: 384, nodeOptions: '--enable-source-maps --max-old-space-size=1024' }).join(' ')).not.toMatch(/max-old-space-size/);
    expect(nextStartArgs(serve).join(' ')).not.toMatch(/max-old-space-size/);
  });

  it('serves on the port and address given, from the app folder given', () => {
    const args = nextStartArgs({ port: 4123, host: '0.0.0.0', appDir: 'floor' });
    expect(args.slice(1, 7)).toEqual(['start', 'floor', '-p', '4123', '-H', '0.0.0.0']);
  });

  it('keeps an idle connection open longer than a balancer does (60 s on most), not Node’s 5 s', () => {
    const args = nextStartArgs(serve);
    expect(Number(args[args.indexOf('--keepAliveTimeout') + 1])).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('refuses a ceiling too small to serve with', () => {
    expect(() => parseEnv({ SERVER_HEAP_MB: '64' })).toThrow(/SERVER_HEAP_MB/);
    expect(() => parseEnv({ SERVER_HEAP_MB: 'lots' })).toThrow(/SERVER_HEAP_MB/);
  });
});
