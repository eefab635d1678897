// The scan behind the "written once" tests (API paths, page paths): every line of our source folders whose code —
// comments left out — holds a literal the pattern matches, outside the files that may declare it. Test files are not
// scanned (a test may name an address it checks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['components', 'config', 'features', 'lib', 'pages', 'server', 'styles'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** The code of a line without its comment (a `//` comment, or the inside of a block comment's line). */
export const codeOf = (line: string) => (/^\s*(\*|\/\*)/.test(line) ? '' : line.replace(/(^|\s)\/\/.*$/, ''));

/** `file:line: code` of every copy the pattern finds outside the declaring files. */
export function literalCopies(pattern: RegExp, declaring: { has(file: string): boolean }): string[] {
  return SCANNED.flatMap(sourceFiles)
    .filter((file) => !declaring.has(file))
    .flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, code: codeOf(line) }))
        .filter(({ code }) => pattern.test(code))
        .map(({ where, code }) => `${where}: ${code.trim()}`),
    );
}
