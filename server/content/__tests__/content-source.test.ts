import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsContentSource } from '../cms-content-source';
import { contentCandidates } from '../content-source';
import { markdownContentSource } from '../markdown-content-source';

const placeholders = { supportEmail: 'support@knowly.de', countryName: 'Deutschland' };

describe('content candidates', () => {
  it('tries the country version, the locale, Latin American Spanish, the base language, then English', () => {
    expect(contentCandidates('es-MX', 'MX')).toEqual(['es-MX.MX', 'es-MX', 'es-419', 'es', 'en']);
    expect(contentCandidates('es-AR', 'AR')).toEqual(['es-AR.AR', 'es-AR', 'es-419', 'es', 'en']);
    expect(contentCandidates('de', 'AT')).toEqual(['de.AT', 'de', 'en']);
    expect(contentCandidates('en', 'US')).toEqual(['en.US', 'en']);
  });
});

describe('Markdown content source', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-content-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('legal-imprint/de.md', '---\ntitle: Impressum\ndescription: Angaben für {{countryName}}\n---\n## Kontakt\nSchreib an {{supportEmail}}.\n');
  write('legal-imprint/de.AT.md', '---\ntitle: Impressum Österreich\n---\nÖsterreich\n');
  write('legal-imprint/en.md', '---\ntitle: Imprint\n---\nEnglish <script>alert(1)</script> [x](javascript:alert(1))\n');
  const source = markdownContentSource(root);

  it('renders the locale file with its placeholders filled', async () => {
    const page = await source.getPage({ slug: 'legal-imprint', locale: 'de', country: 'DE', placeholders });
    expect(page).toMatchObject({ title: 'Impressum', description: 'Angaben für Deutschland', language: 'de' });
    expect(page?.html).toContain('<h2>Kontakt</h2>');
    expect(page?.html).toContain('Schreib an <a href="mailto:support@knowly.de">support@knowly.de</a>.');
  });

  it('prefers the country version', async () => {
    expect((await source.getPage({ slug: 'legal-imprint', locale: 'de', country: 'AT', placeholders }))?.title).toBe('Impressum Österreich');
  });

  it('falls back to English and never renders raw HTML or script links', async () => {
    const page = await source.getPage({ slug: 'legal-imprint', locale: 'pl', country: 'PL', placeholders });
    expect(page?.language).toBe('en');
    expect(page?.html).not.toContain('<script>');
    expect(page?.html).toContain('&lt;script&gt;');
    expect(page?.html).not.toContain('javascript:');
  });

  it('answers null for a page with no text at all', async () => {
    expect(await source.getPage({ slug: 'careers', locale: 'de', country: 'DE', placeholders })).toBeNull();
  });
});

describe('CMS content source', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: { url: string; authorization?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      if (req.url === '/cms/pages/legal-tos?locale=fr') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ title: 'CGU', description: 'Conditions', markdown: 'Écris à {{supportEmail}}' }));
      } else if (req.url?.startsWith('/cms/pages/about-company')) {
        res.writeHead(500).end();
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks with the API key and walks the candidates until one exists', async () => {
    const source = cmsContentSource({ baseUrl, apiKey: 'secret-key' });
    const page = await source.getPage({ slug: 'legal-tos', locale: 'fr', country: 'FR', placeholders });
    expect(page).toMatchObject({ title: 'CGU', language: 'fr' });
    expect(page?.html).toContain('support@knowly.de');
    expect(seen.map((request) => request.url)).toEqual(['/cms/pages/legal-tos?locale=fr.FR', '/cms/pages/legal-tos?locale=fr']);
    expect(seen.every((request) => request.authorization === 'Bearer secret-key')).toBe(true);
  });

  it('fails loudly when the CMS fails', async () => {
    const source = cmsContentSource({ baseUrl, apiKey: 'secret-key' });
    await expect(source.getPage({ slug: 'about-company', locale: 'fr', country: 'FR', placeholders })).rejects.toThrow(/500/);
  });
});
