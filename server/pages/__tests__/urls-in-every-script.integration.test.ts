// Issue 15 "URLs in every script": a slug or knower name with letters outside Latin-1 made the canonical redirect answer
// 500 (the Location header was written unencoded) and the sitemap carried raw non-ASCII URLs. One know (and its knower)
// per script — Turkish, Polish, Greek, Czech, Romanian — opens under its own address, redirects from any other spelling
// to a Location Node can send, and is listed in its site's sitemap percent-encoded and valid against the sitemap schema.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { validateHeaderValue } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowerProfilePath, knowPath } from '../../../lib/knows/paths';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { knowerProfilePageProps } from '../../knowers/knower-profile-page-props';
import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../knows/find-know-page';
import { contentSitemapPages } from '../../seo/content-sitemap';
import { sitemapXml } from '../../seo/sitemap';

const SCRIPTS = [
  { script: 'Turkish', host: 'tr.localhost:3000', country: 'TR', language: 'tr', title: 'Işık ve gölge: ışığın kırılması', knower: 'Işıl Çağlayan' },
  { script: 'Polish', host: 'pl.localhost:3000', country: 'PL', language: 'pl', title: 'Łańcuch pokarmowy – ćwiczenia', knower: 'Łukasz Żółkiewski' },
  { script: 'Greek', host: 'gr.localhost:3000', country: 'GR', language: 'el', title: 'Η φωτοσύνθεση των φυτών', knower: 'Γιώργος Παπαδόπουλος' },
  { script: 'Czech', host: 'cz.localhost:3000', country: 'CZ', language: 'cs', title: 'Řeky a jezera České republiky', knower: 'Jiří Dvořák' },
  { script: 'Romanian', host: 'ro.localhost:3000', country: 'RO', language: 'ro', title: 'Școala Ardeleană și Țara Bârsei', knower: 'Ștefan Țurcanu' },
] as const;

type Case = (typeof SCRIPTS)[number] & { know: { uuid: string; slug: string }; knowerUuid: string };
const cases = new Map<string, Case>();

const contextFor = ({ host, language }: Case, params: Record<string, string>, resolvedUrl: string) => ({
  req: { headers: { host }, socket: { remoteAddress: '127.0.0.1' } },
  res: { setHeader: () => undefined, getHeader: () => undefined },
  query: { ...params },
  params,
  locale: language,
  defaultLocale: language,
  resolvedUrl,
});

type Answer = { props?: Record<string, unknown>; redirect?: { destination: string; statusCode: number } };

const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

beforeAll(async () => {
  const db = await getDb();
  for (const entry of SCRIPTS) {
    const { knower } = await insertKnower(db, { name: entry.knower, country: entry.country, language: entry.language });
    const know = await insertKnow(db, { knowerUuid: knower.uuid, title: entry.title, contentLanguage: entry.language, country: entry.country });
    cases.set(entry.script, { ...entry, know, knowerUuid: knower.uuid });
  }
});

describe('URLs in every script', () => {
  describe.each(SCRIPTS.map((entry) => entry.script))('a %s know and its knower', (script) => {
    it('the know page opens under its canonical address', async () => {
      const entry = cases.get(script)!;
      const segment = `${entry.know.slug}-${entry.know.uuid}`;
      const answer = (await knowPageServerSideProps(KNOW_PAGE_VARIANTS.page)(contextFor(entry, { id: segment }, `/knows/${segment}`) as never)) as Answer;
      expect(answer.redirect).toBeUndefined();
      expect((answer.props?.know as { uuid: string }).uuid).toBe(entry.know.uuid);
    });

    it('any other spelling of the know is a 308 to a Location Node can send', async () => {
      const entry = cases.get(script)!;
      const answer = (await knowPageServerSideProps(KNOW_PAGE_VARIANTS.page)(contextFor(entry, { id: `old-title-${entry.know.uuid}` }, `/knows/old-title-${entry.know.uuid}?utm_source=paylaş`) as never)) as Answer;
      expect(answer.redirect?.statusCode).toBe(308);
      expect(() => validateHeaderValue('Location', answer.redirect!.destination)).not.toThrow();
      expect(decodeURIComponent(answer.redirect!.destination)).toBe(`${knowPath(entry.know)}?utm_source=paylaş`);
    });

    it('the knower profile opens under its name and redirects from any other to a Location Node can send', async () => {
      const entry = cases.get(script)!;
      const canonical = knowerProfilePath({ uuid: entry.knowerUuid, name: entry.knower });
      expect(canonical).not.toMatch(VISIBLE_ASCII);
      const nameUuid = canonical.split('/').at(-2)!;
      const opened = (await knowerProfilePageProps({ app: false })(contextFor(entry, { nameUuid }, canonical) as never)) as Answer;
      expect(opened.props?.profile).toMatchObject({ name: entry.knower });
      const moved = (await knowerProfilePageProps({ app: false })(contextFor(entry, { nameUuid: `someone-${entry.knowerUuid}` }, `/knowers/someone-${entry.knowerUuid}/profile`) as never)) as Answer;
      expect(moved.redirect?.statusCode).toBe(308);
      expect(() => validateHeaderValue('Location', moved.redirect!.destination)).not.toThrow();
      expect(decodeURIComponent(moved.redirect!.destination)).toBe(canonical);
    });

    it("the site's sitemap lists the know and its knower percent-encoded", async () => {
      const entry = cases.get(script)!;
      const origin = `http://${entry.host}`;
      const xml = sitemapXml({ origin, appEnv: 'local', host: entry.host, sitePages: await contentSitemapPages(await getDb(), entry.language) });
      const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>|href="([^"]*)"/g)].map((match) => (match[1] ?? match[2])!.replace(/&amp;/g, '&'));
      for (const url of urls) expect(url, url).toMatch(VISIBLE_ASCII);
      const decoded = urls.map((url) => decodeURIComponent(url));
      expect(decoded).toContain(`${origin}${knowPath(entry.know)}`);
      expect(decoded).toContain(`${origin}${knowerProfilePath({ uuid: entry.knowerUuid, name: entry.knower })}`);
    });
  });

  it('every sitemap validates against the sitemap schema (with hreflang links)', async () => {
    const fixtures = path.join(process.cwd(), 'tests/fixtures/sitemap');
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-sitemaps-'));
    const files = await Promise.all(
      SCRIPTS.map(async (entry) => {
        const file = path.join(directory, `${entry.country}.xml`);
        fs.writeFileSync(file, sitemapXml({ origin: `http://${entry.host}`, appEnv: 'local', host: entry.host, sitePages: await contentSitemapPages(await getDb(), entry.language) }));
        return file;
      }),
    );
    const schemas = [path.join(fixtures, 'xhtml-link.xsd'), path.join(fixtures, 'sitemap.xsd')];
    const verdicts = spawnSync('java', [path.join(fixtures, 'ValidateXml.java'), ...schemas, ...files], { encoding: 'utf8' });
    fs.rmSync(directory, { recursive: true, force: true });
    expect(verdicts.stdout.trim().split('\n')).toEqual(SCRIPTS.map(() => 'valid'));
  });
});
