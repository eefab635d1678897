// The demo content's documents, kept from one data directory to the next. Every fresh data directory (a first
// `npm start`, each browser-journey run, the audit, the smoke test, the integration tests that seed) makes the same ~160
// demo knows: generating their PDFs (pdf-lib, about 20 s) and rendering their pages in the file sandbox (about 100 s of
// CPU) gave the same result every time. The first seed on a machine keeps both under DEMO_CACHE_DIR (default
// .cache/demo-content, `off` to switch it off); later seeds read them back.
//
// Only the demo content is kept. A PDF is read from or written to the cache only when this process's seed made it
// (`demoPdf` marks it), never an upload. Each entry is named by what decides its bytes: the demo know's input and the
// generator for a PDF, the PDF's SHA-256 and the renderer for its pages — both with FINGERPRINT, a hash of the
// sources that make them and of package-lock.json, so that a change to the generator, the renderer or a dependency is
// a miss, never a stale picture. Entries are written to a temporary name and renamed, so a reader never sees half of
// one; an entry that does not read back is a miss.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../env';
import { logger } from '../../logger';
import type { RenderedPage } from './render-pages';

/** The sources whose change changes a demo PDF or its rendered pages (folders: their .ts files outside __tests__). */
const FINGERPRINT_SOURCES = [
  'package-lock.json',
  'config/know-uploads.ts',
  'server/db/seed/render-demo-pdf.ts',
  'server/db/seed/demo-knows/types.ts',
  'server/knows/documents',
  'server/files/sandbox',
];

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function sourceFiles(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.join(entry, name));
}

let fingerprint: string | null | undefined;

/** The hash of FINGERPRINT_SOURCES, once per process; null (no cache) where they are not all there to read. */
function sourcesFingerprint(): string | null {
  if (fingerprint !== undefined) return fingerprint;
  try {
    const hash = createHash('sha256');
    for (const file of FINGERPRINT_SOURCES.flatMap(sourceFiles)) hash.update(file).update(fs.readFileSync(file));
    fingerprint = hash.digest('hex');
  } catch {
    fingerprint = null;
  }
  return fingerprint;
}

/** The cache's folder, or null when it is switched off or its key cannot be made. */
function cacheRoot(): string | null {
  const configured = env().DEMO_CACHE_DIR;
  if (configured === 'off' || sourcesFingerprint() === null) return null;
  return path.resolve(configured);
}

/** The SHA-256 of the PDFs this process's seed made: the only ones whose pages are cached. */
const demoDocuments = new Set<string>();

/** Writes a file or a folder under a temporary name beside its place, then renames it there; another process that got
 *  there first wins, and an error only costs the cache its entry. */
function writeAtomically(target: string, write: (temporary: string) => void): void {
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    write(temporary);
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (error as NodeJS.ErrnoException).code !== 'EEXIST') {
      logger().debug({ err: (error as Error).message, target }, 'demo document cache: entry not written');
    }
  }
}

/** A demo know's PDF: read from the cache when made before for the same input by the same generator, else made and
 *  kept. Either way the PDF is marked as demo content, so that its pages are cached too. */
export async function demoPdf(input: unknown, make: () => Promise<Buffer>): Promise<Buffer> {
  const root = cacheRoot();
  const file = root && path.join(root, 'pdf', `${sha256(`${sourcesFingerprint()}\n${JSON.stringify(input)}`)}.pdf`);
  let pdf: Buffer | undefined;
  // Not a file of the build: Turbopack is told not to trace the cache (it would take in the whole project).
  if (file && fs.existsSync(/*turbopackIgnore: true*/ file)) pdf = fs.readFileSync(/*turbopackIgnore: true*/ file);
  if (!pdf) {
    pdf = await make();
    const made = pdf;
    if (file) writeAtomically(file, (temporary) => fs.writeFileSync(temporary, made));
  }
  demoDocuments.add(sha256(pdf));
  return pdf;
}

type CachedPage = Omit<RenderedPage, 'image' | 'preview'>;

function readPages(folder: string): RenderedPage[] | null {
  try {
    const pages = JSON.parse(fs.readFileSync(path.join(folder, 'pages.json'), 'utf8')) as CachedPage[];
    return pages.map((page) => ({
      ...page,
      image: fs.readFileSync(path.join(folder, `${page.pageNumber}.webp`)),
      preview: fs.readFileSync(path.join(folder, `${page.pageNumber}.preview.webp`)),
    }));
  } catch {
    return null;
  }
}

function writePages(folder: string, pages: RenderedPage[]): void {
  writeAtomically(folder, (temporary) => {
    fs.mkdirSync(temporary);
    for (const page of pages) {
      fs.writeFileSync(path.join(temporary, `${page.pageNumber}.webp`), page.image);
      fs.writeFileSync(path.join(temporary, `${page.pageNumber}.preview.webp`), page.preview);
    }
    const described: CachedPage[] = pages.map(({ pageNumber, width, height, text, blank }) => ({ pageNumber, width, height, text, blank }));
    fs.writeFileSync(path.join(temporary, 'pages.json'), JSON.stringify(described));
  });
}

/** The pages of a PDF as `render` gives them — from the cache instead when the PDF is demo content rendered before by
 *  the same renderer; a demo PDF's pages are kept once `render` has given all of them. Anything else is passed through. */
export async function* renderedPages(pdf: Buffer, render: () => AsyncGenerator<RenderedPage>): AsyncGenerator<RenderedPage> {
  const root = cacheRoot();
  const hash = sha256(pdf);
  if (!root || !demoDocuments.has(hash)) {
    yield* render();
    return;
  }
  const folder = path.join(root, 'pages', sha256(`${sourcesFingerprint()}\n${hash}`));
  const cached = readPages(folder);
  if (cached) {
    yield* cached;
    return;
  }
  const pages: RenderedPage[] = [];
  for await (const page of render()) {
    pages.push(page);
    yield page;
  }
  writePages(folder, pages);
}
