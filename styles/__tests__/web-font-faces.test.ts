// Decision 050: the body and display fonts' @font-face rules are inline in every page's head and their files are in
// public/fonts, both written from the installed fontsource packages by scripts/generate-public-assets.ts. This fails
// when either no longer matches the packages (a font updated without running the script) or a rule lost its swap.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_FACES_MODULE, WEB_FONTS_DIR, webFonts } from '../../scripts/web-fonts';
import { WEB_FONT_FACES } from '../web-font-faces';

const expected = webFonts();

describe('the inline web font rules', () => {
  it('are those the installed packages give, and public/fonts holds exactly their files, byte for byte', () => {
    expect(fs.readFileSync(WEB_FONT_FACES_MODULE, 'utf8')).toBe(expected.moduleText);
    expect(fs.readdirSync(WEB_FONTS_DIR).sort()).toEqual(expected.files.map((file) => file.name).sort());
    for (const file of expected.files) expect(fs.readFileSync(path.join(WEB_FONTS_DIR, file.name)).equals(file.bytes)).toBe(true);
  });

  it('name only files under /fonts with a content hash, each shown in the fallback until it has come', () => {
    const faces = [...WEB_FONT_FACES.matchAll(/@font-face{([^}]*)}/g)].map(([, body]) => body!);
    expect(faces.length).toBe(expected.files.length);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/src:url\(\/fonts\/[\w-]+\.[0-9a-f]{10}\.woff2\) format\('woff2-variations'\)/);
      expect(face).toMatch(/unicode-range:U\+/);
    }
    // The families styles/theme.ts asks for.
    expect(new Set(faces.map((face) => /font-family:'([^']+)'/.exec(face)?.[1]))).toEqual(new Set(['Inter Variable', 'Nunito Variable']));
  });
});
