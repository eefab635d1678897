// The Nu HTML Checker (vnu-jar, run with the machine's Java) on the served HTML of the pages: the HTML is fetched
// as each site serves it to a signed-out visitor, saved to temp files and checked in one run of the checker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VNU_JAR = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: 'error' | 'warning'; message: string; line?: number; extract?: string };
export type VnuResult = { errors: VnuMessage[]; warnings: VnuMessage[] };
export type VnuDocument = { key: string; html: string };

type RawMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string };

/** Checks every document in one JVM run; returns the messages per document key. */
export function runVnu(documents: VnuDocument[]): { results: Map<string, VnuResult>; version: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-vnu-'));
  try {
    const files = new Map<string, string>();
    documents.forEach(({ key, html }, index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      files.set(pathToFileURL(file).href, key);
    });
    const version = spawnSync('java', ['-jar', VNU_JAR, '--version'], { encoding: 'utf8' }).stdout.trim();
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...[...files.keys()].map((href) => new URL(href).pathname)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stdout) as { messages: RawMessage[] };
    const results = new Map<string, VnuResult>(documents.map(({ key }) => [key, { errors: [], warnings: [] }]));
    for (const raw of messages) {
      const key = raw.url ? files.get(raw.url) ?? files.get(pathToFileURL(new URL(raw.url).pathname).href) : undefined;
      if (!key) throw new Error(`the Nu checker reported on an unknown document: ${raw.url ?? '(none)'}: ${raw.message}`);
      const message = { message: raw.message, line: raw.lastLine, extract: raw.extract };
      if (raw.type === 'error' || raw.type === 'non-document-error') results.get(key)!.errors.push({ type: 'error', ...message });
      else if (raw.type === 'info' && raw.subType === 'warning') results.get(key)!.warnings.push({ type: 'warning', ...message });
    }
    return { results, version };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
