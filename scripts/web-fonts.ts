// The self-hosted web fonts (decision 050): the @font-face rules of the fontsource packages' variable fonts, with
// their files copied into public/fonts under content-hashed names (cached for a year: next.config.ts) and
// the rules inlined in every page's <head> by _document (styles/web-font-faces.ts): no stylesheet request stands
// between the HTML and the first paint. `npx tsx scripts/generate-public-assets.ts` writes both;
// styles/__tests__/web-font-faces.test.ts fails when they no longer match the installed packages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The fonts every page uses (styles/theme.ts): body and display. */
export const WEB_FONT_PACKAGES = ['@fontsource-variable/inter', '@fontsource-variable/nunito'] as const;
export const WEB_FONTS_DIR = path.join('public', 'fonts');
export const WEB_FONT_FACES_MODULE = path.join('styles', 'web-font-faces.ts');

export type WebFontFile = { source: string; name: string; bytes: Buffer };

/** What generate-public-assets writes: the files for public/fonts and the module holding the rules. */
export function webFonts(root = process.cwd()): { files: WebFontFile[]; moduleText: string } {
  const files: WebFontFile[] = [];
  const rules: string[] = [];
  for (const pkg of WEB_FONT_PACKAGES) {
    const dir = path.join(root, 'node_modules', pkg);
    const css = fs.readFileSync(path.join(dir, 'index.css'), 'utf8');
    for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const source = /src:\s*url\(\.\/files\/([\w.-]+\.woff2)\)/.exec(body!)?.[1];
      if (!source) throw new Error(`${pkg}/index.css: a @font-face without a woff2 file`);
      const bytes = fs.readFileSync(path.join(dir, 'files', source));
      const name = source.replace(/\.woff2$/, `.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`);
      files.push({ source: path.join(dir, 'files', source), name, bytes });
      const declarations = body!
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => (declaration.startsWith('src:') ? `src:url(/fonts/${name}) format('woff2-variations')` : declaration.replace(/:\s+/, ':')));
      rules.push(`@font-face{${declarations.join(';')}}`);
    }
  }
  const moduleText = `// Written by scripts/generate-public-assets.ts (scripts/web-fonts.ts): do not edit. The @font-face rules of
// ${WEB_FONT_PACKAGES.join(' and ')}, inlined in every page's <head> by pages/_document.tsx;
// the files are in public/fonts.
export const WEB_FONT_FACES = ${JSON.stringify(rules.join(''))};
`;
  return { files, moduleText };
}

/** Writes public/fonts (removing files no rule names any more) and styles/web-font-faces.ts. */
export function writeWebFonts(root = process.cwd()): void {
  const { files, moduleText } = webFonts(root);
  const dir = path.join(root, WEB_FONTS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const names = new Set(files.map((file) => file.name));
  for (const existing of fs.readdirSync(dir)) if (!names.has(existing)) fs.rmSync(path.join(dir, existing));
  for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.bytes);
  fs.writeFileSync(path.join(root, WEB_FONT_FACES_MODULE), moduleText);
}
