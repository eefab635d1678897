// The boundaries the linter holds (eslint.config.mjs): each is shown failing on a deliberately bad import, so that a
// configuration that silently stops working (the import plugin without its parser settings sees no imports at all)
// fails here.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const probeDir = path.join(process.cwd(), 'lib', `__lint-probe-${process.pid}__`);
const probes: string[] = [];

/** The rules a file with this code breaks, written for the moment where it would live (git-ignored name). */
async function rulesBroken(code: string, folder: string, extension = 'ts'): Promise<string[]> {
  const file = path.join(process.cwd(), folder, `__lint-probe-${process.pid}-${probes.length}__.${extension}`);
  probes.push(file);
  fs.writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

beforeAll(() => {
  fs.mkdirSync(probeDir, { recursive: true });
  fs.writeFileSync(path.join(probeDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  fs.writeFileSync(path.join(probeDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
});

afterAll(() => {
  fs.rmSync(probeDir, { recursive: true, force: true });
  for (const file of probes) fs.rmSync(file, { force: true });
});

describe('lint boundaries', () => {
  it('fails on an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(probeDir, 'a.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
  }, 60_000);

  it('fails when a feature imports another feature’s internals, not when it imports its index', async () => {
    const internal = await rulesBroken("import SignInPage from '../../auth/pages/sign-in-page';\nexport default SignInPage;\n", 'features/library/components', 'tsx');
    expect(internal.join('\n')).toContain('import/no-restricted-paths');
    const viaIndex = await rulesBroken("export * from '../../auth';\n", 'features/library/components');
    expect(viaIndex.filter((message) => message.startsWith('import/no-restricted-paths'))).toEqual([]);
  }, 60_000);

  it('fails when server code imports a UI module', async () => {
    const broken = await rulesBroken("import { KnowCard } from '../../components/knows/know-card';\nexport { KnowCard };\n", 'server/knows');
    expect(broken.join('\n')).toContain('Server code never imports UI modules.');
  }, 60_000);

  it('fails when lib/ imports a Node built-in', async () => {
    const broken = await rulesBroken("import fs from 'node:fs';\nexport const read = fs.readFileSync;\n", 'lib/api');
    expect(broken.join('\n')).toContain('no-restricted-imports');
  }, 60_000);

  it('fails when browser code imports server code', async () => {
    const broken = await rulesBroken("import { getDb } from '../../server/db';\nexport { getDb };\n", 'lib/api');
    expect(broken.join('\n')).toContain('Browser code never imports server/.');
  }, 60_000);
});
