// Every colour of the web app comes from the theme (decision 026): the tokens of config/ui.ts, drawn through
// styles/colors.ts, and the fixed colours of components/theme/fixed-colors.ts. This test reads the browser code
// (components/, features/, pages/, lib/) and fails on a colour written anywhere else — a hex value, rgb()/hsl() and
// their kin, or a named colour given to a colour property.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SCANNED = ['components', 'features', 'pages', 'lib'];
const THEME_FILES = new Set(['components/theme/fixed-colors.ts']);

const HEX = /(?<![\w&/#])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/;
const NAMED =
  /\b(?:color|background(?:-color)?|border(?:-[a-z]+)*-color|outline-color|fill|stroke|stop-color)\s*[:=]\s*\{?\s*['"`]?(?:white|black|red|green|blue|yellow|orange|purple|pink|gray|grey|navy|silver)\b/i;

/** The colour literals of one source text, as "line: text". */
function colourLiterals(source: string): string[] {
  return source.split('\n').flatMap((line, index) => (HEX.test(line) || FUNCTION.test(line) || NAMED.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mts)$/.test(entry.name) ? [path] : [];
  });
}

describe('colour literals', () => {
  it('are recognised in their forms', () => {
    expect(colourLiterals("fill=\"#1fbf75\"\ncolor: rgba(20, 26, 51, 0.5);\nbackground: hsl(6 78% 57%);\ncolor: white;\nstroke='#fff'")).toHaveLength(5);
    expect(colourLiterals("href=\"/subjects#biology\"\n&#x27;\ncolor: ${({ theme }) => theme.colors.ink};\nbackground: transparent;\ncolor-mix(in srgb, var(--k-ink) 12%, transparent)")).toEqual([]);
  });

  it('appear nowhere in the web app outside the theme', () => {
    const found = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !THEME_FILES.has(path))
      .flatMap((path) => colourLiterals(readFileSync(join(ROOT, path), 'utf8')).map((line) => `${path}:${line}`));
    expect(found, 'a colour outside the theme: use a token of config/ui.ts or a fixed colour of components/theme/fixed-colors.ts').toEqual([]);
  });
});
