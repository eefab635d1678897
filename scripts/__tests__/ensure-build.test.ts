// When a build folder counts as current: made for the APP_ENV asked for, with the same browser source-map setting
// (the audit measures `npm test`'s build only when it was made like its own), and newer than every source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIsCurrent, stampBuild } from '../ensure-build';

let distDir: string;

/** A finished build in distDir, dated after every source of the tree. */
function fakeBuild(stamp: Parameters<typeof stampBuild>[1]) {
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'test');
  const later = new Date(Date.now() + 60 * 60 * 1000);
  fs.utimesSync(path.join(distDir, 'BUILD_ID'), later, later);
  stampBuild(distDir, stamp);
}

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-build-'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('buildIsCurrent', () => {
  it('takes a build stamped with source maps when source maps are asked for (the audit reusing npm test’s build)', () => {
    fakeBuild({ appEnv: 'local', browserSourceMaps: true });
    vi.stubEnv('NEXT_BROWSER_SOURCE_MAPS', '1');
    expect(buildIsCurrent(distDir, 'local')).toBe(true);
  });

  it('refuses a build whose source-map setting differs from the one asked for', () => {
    fakeBuild({ appEnv: 'local', browserSourceMaps: true });
    vi.stubEnv('NEXT_BROWSER_SOURCE_MAPS', '');
    expect(buildIsCurrent(distDir, 'local')).toBe(false);
    fakeBuild({ appEnv: 'local', browserSourceMaps: false });
    vi.stubEnv('NEXT_BROWSER_SOURCE_MAPS', '1');
    expect(buildIsCurrent(distDir, 'local')).toBe(false);
  });

  it('refuses a build for another APP_ENV, an unstamped one and one older than the sources', () => {
    fakeBuild({ appEnv: 'prod', browserSourceMaps: false });
    expect(buildIsCurrent(distDir, 'local')).toBe(false);
    fs.rmSync(path.join(distDir, 'knowly-build.json'));
    expect(buildIsCurrent(distDir, 'prod')).toBe(false);
    fakeBuild({ appEnv: 'prod', browserSourceMaps: false });
    fs.utimesSync(path.join(distDir, 'BUILD_ID'), new Date(0), new Date(0));
    expect(buildIsCurrent(distDir, 'prod')).toBe(false);
  });
});
