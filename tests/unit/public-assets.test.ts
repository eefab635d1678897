// Issue 15 "the share image, the flags, the icons and a web app manifest exist (today 404)": every file that pages,
// the country config and the manifest point at is in public/ and is what its name says (scripts/generate-public-assets.ts
// writes them).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES } from '../../config/countries/country-config';
import { COUNTRY_TABLES } from '../../config/countries/tables';

const PUBLIC = path.join(process.cwd(), 'public');
const publicFile = (url: string) => path.join(PUBLIC, url.replace(/^\//, ''));

describe('the share image, the flags, the icons and a web app manifest exist', () => {
  it.each(ALL_COUNTRY_CODES)('/flags/%s.svg is an SVG image, as the country config says', async (code) => {
    const iconUrls = new Set(Object.values(COUNTRY_TABLES).flatMap((table) => table.filter((entry) => entry.country.code === code).map((entry) => entry.country.iconUrl)));
    expect([...iconUrls]).toEqual([`/flags/${code.toLowerCase()}.svg`]);
    const file = publicFile([...iconUrls][0]!);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+"/);
    const { format, width, height } = await sharp(file).metadata();
    expect(format).toBe('svg');
    expect(width).toBeGreaterThanOrEqual(height!);
  });

  it('/og-image.png is a 1200 × 630 PNG (the size share previews ask for)', async () => {
    expect(await sharp(publicFile('/og-image.png')).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('/apple-touch-icon.png is a 180 × 180 PNG without transparency at its corners', async () => {
    const image = sharp(publicFile('/apple-touch-icon.png'));
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[info.channels - 1]).toBe(255);
  });

  it('/favicon.ico is an icon file with 16, 32 and 48 pixel images', () => {
    const ico = fs.readFileSync(publicFile('/favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16))).toEqual([16, 32, 48]);
  });

  it('the web app manifest names the product and its icons exist', async () => {
    const manifest = JSON.parse(fs.readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Knowly', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      expect(fs.existsSync(publicFile(icon.src)), icon.src).toBe(true);
      if (icon.sizes === 'any') continue;
      const { width, height } = await sharp(publicFile(icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('the document head links the icons and the manifest', () => {
    const document = fs.readFileSync(path.join(process.cwd(), 'pages/_document.tsx'), 'utf8');
    for (const href of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']) expect(document).toContain(`href="${href}"`);
  });
});
