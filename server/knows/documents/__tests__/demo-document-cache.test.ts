import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../render-pages';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-demo-cache-'));
process.env.DEMO_CACHE_DIR = cacheDir;
const { demoPdf, renderedPages } = await import('../demo-document-cache');

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const page = (pageNumber: number, text: string): RenderedPage => ({
  pageNumber,
  image: Buffer.from(`image ${pageNumber} ${text}`),
  preview: Buffer.from(`preview ${pageNumber}`),
  width: 1240,
  height: 1754,
  text,
  blank: pageNumber === 2,
});

/** A renderer that counts its calls and gives the pages one at a time, as the file sandbox does. */
function renderer(pages: RenderedPage[], { failAfter }: { failAfter?: number } = {}) {
  const calls = { count: 0 };
  const render = async function* () {
    calls.count += 1;
    for (const [index, rendered] of pages.entries()) {
      if (failAfter !== undefined && index === failAfter) throw new Error('the sandbox refused the page');
      yield rendered;
    }
  };
  return { render, calls };
}

const all = async (pages: AsyncGenerator<RenderedPage>) => {
  const list: RenderedPage[] = [];
  for await (const rendered of pages) list.push(rendered);
  return list;
};

const cachedEntries = (kind: 'pdf' | 'pages') => (fs.existsSync(path.join(cacheDir, kind)) ? fs.readdirSync(path.join(cacheDir, kind)) : []);

describe('the demo document cache', () => {
  beforeEach(() => {
    for (const kind of ['pdf', 'pages']) fs.rmSync(path.join(cacheDir, kind), { recursive: true, force: true });
  });

  it('makes a demo PDF once for an input and reads it back after, and makes another input anew', async () => {
    const make = vi.fn(async () => Buffer.from(`%PDF-1.7 ${Math.random()}`));
    const first = await demoPdf({ title: 'Photosynthese', pages: ['a'] }, make);
    const again = await demoPdf({ title: 'Photosynthese', pages: ['a'] }, make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(again.equals(first)).toBe(true);
    const other = await demoPdf({ title: 'Photosynthese', pages: ['b'] }, make);
    expect(make).toHaveBeenCalledTimes(2);
    expect(other.equals(first)).toBe(false);
    expect(cachedEntries('pdf')).toHaveLength(2);
  });

  it('renders a demo PDF once, then gives the same pages without the renderer', async () => {
    const pdf = await demoPdf({ title: 'Zelle' }, async () => Buffer.from('%PDF-1.7 Zelle'));
    const pages = [page(1, 'Die Zelle'), page(2, '')];
    const first = renderer(pages);
    expect(await all(renderedPages(pdf, first.render))).toEqual(pages);
    const second = renderer(pages);
    const cached = await all(renderedPages(pdf, second.render));
    expect(second.calls.count).toBe(0);
    expect(cached).toEqual(pages);
    expect(cached.map((rendered) => rendered.image.toString())).toEqual(pages.map((rendered) => rendered.image.toString()));
  });

  it('never keeps the pages of a PDF the seed did not make (an upload)', async () => {
    const upload = Buffer.from('%PDF-1.7 a student upload');
    const pages = [page(1, 'Meine Notizen')];
    for (let run = 0; run < 2; run += 1) {
      const { render, calls } = renderer(pages);
      expect(await all(renderedPages(upload, render))).toEqual(pages);
      expect(calls.count).toBe(1);
    }
    expect(cachedEntries('pages')).toEqual([]);
  });

  it('keeps nothing of a render that failed part way, and renders again next time', async () => {
    const pdf = await demoPdf({ title: 'Newton' }, async () => Buffer.from('%PDF-1.7 Newton'));
    const failing = renderer([page(1, 'F = m · a'), page(2, '')], { failAfter: 1 });
    await expect(all(renderedPages(pdf, failing.render))).rejects.toThrow('the sandbox refused the page');
    expect(cachedEntries('pages')).toEqual([]);
    const { render, calls } = renderer([page(1, 'F = m · a')]);
    await all(renderedPages(pdf, render));
    expect(calls.count).toBe(1);
  });

  it('renders again when an entry does not read back whole', async () => {
    const pdf = await demoPdf({ title: 'Weimar' }, async () => Buffer.from('%PDF-1.7 Weimar'));
    await all(renderedPages(pdf, renderer([page(1, '1919')]).render));
    const [entry] = cachedEntries('pages');
    fs.rmSync(path.join(cacheDir, 'pages', entry!, '1.webp'));
    const { render, calls } = renderer([page(1, '1919')]);
    expect(await all(renderedPages(pdf, render))).toEqual([page(1, '1919')]);
    expect(calls.count).toBe(1);
  });
});

describe('the demo document cache switched off', () => {
  it('makes and renders every time', async () => {
    vi.resetModules();
    process.env.DEMO_CACHE_DIR = 'off';
    try {
      const off = await import('../demo-document-cache');
      const make = vi.fn(async () => Buffer.from('%PDF-1.7 off'));
      const pdf = await off.demoPdf({ title: 'off' }, make);
      await off.demoPdf({ title: 'off' }, make);
      expect(make).toHaveBeenCalledTimes(2);
      const { render, calls } = renderer([page(1, 'off')]);
      await all(off.renderedPages(pdf, render));
      await all(off.renderedPages(pdf, render));
      expect(calls.count).toBe(2);
    } finally {
      process.env.DEMO_CACHE_DIR = cacheDir;
    }
  });
});
