// Writes docs/decisions/README.md: one line per decision record, its number, title and file, in order. Run by
// `npm run docs:decisions`; a unit test fails when the index is not up to date (a record added without it).
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.join(process.cwd(), 'docs', 'decisions');

export function decisionsIndex(files: { name: string; text: string }[]): string {
  const rows = files
    .filter((file) => /^\d{3}-.+\.md$/.test(file.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((file) => {
      const title = (file.text.split('\n')[0] ?? '').replace(/^#\s*/, '').replace(/^\d{3}\s*[—–-]?\s*/, '').trim();
      return `| ${file.name.slice(0, 3)} | [${title}](${file.name}) |`;
    });
  return ['# Decision records', '', 'Why the code departs from, or fills in, the fixed design (`../shared/ARCHITECTURE.md`). One record per', 'decision; a revised decision is edited in place with the date of the revision.', '', '| # | decision |', '|---|---|', ...rows, ''].join('\n');
}

export function readDecisionFiles(dir = DIR) {
  // Files only: a record may keep its pictures in a folder of its number (026/).
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(({ name }) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

if (process.argv[1]?.endsWith('decisions-index.ts')) {
  fs.writeFileSync(path.join(DIR, 'README.md'), decisionsIndex(readDecisionFiles()));
  console.log('docs/decisions/README.md written');
}
