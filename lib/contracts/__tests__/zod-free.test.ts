// The modules that pages import for limits and checks as the user types are free of zod, also through what they
// import (type imports aside): zod is 31.5 kB gzip on a page's first load (issue 29). A value moved into one of the
// zod contracts would bring it back to every page that imports the module.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const ZOD_FREE = [
  'lib/contracts/forms.ts', 'lib/contracts/library-limits.ts', 'lib/contracts/search-limits.ts', 'lib/contracts/social-providers.ts',
  'lib/contracts/flashcard-import.ts', 'lib/contracts/dashboard-groups.ts', 'lib/contracts/iban.ts', 'lib/contracts/unsubscribe-link.ts',
  'config/ai-limits.ts', 'config/chat-limits.ts', 'lib/api/server-time.ts',
];

/** The modules a module loads at run time: every import and re-export but `import type` / `export type`. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1]!);
  return specifiers;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => fs.existsSync(path.join(ROOT, candidate))) ?? null;
}

/** The packages a module reaches through its run-time imports. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const local = resolve(file, specifier);
      if (local) visit(local);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('modules for the pages that load no zod', () => {
  it.each(ZOD_FREE)('%s reaches no zod', (file) => {
    expect([...packagesReached(file)].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('sees zod where a contract has it', () => {
    expect(packagesReached('lib/contracts/ai.ts').has('zod')).toBe(true);
  });
});
