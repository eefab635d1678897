// Decision 047: every element that overlaps others takes its stacking value from the theme (spec §9), never a number
// of its own (1 and -1 only, to order one component's own layers); the values no element uses are exactly the ones
// the decision records as not applicable, so that the first element of such a kind updates the record.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Z_INDEX } from '../../config/ui';

/** The stacking values decision 047 records as having no element here (no banner or player overlaps the page). */
const NOT_APPLICABLE = ['homepageBanner', 'player', 'playerIcons', 'topBanner'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = ['components', 'features', 'styles', 'pages'].flatMap(sourceFiles).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('stacking values (decision 047)', () => {
  it('come from the theme, or are 1 or -1 within a component', () => {
    const own = sources.flatMap(({ file, text }) => [...text.matchAll(/z-index:\s*([^;`]+);/g)].map((match) => ({ file, value: match[1]!.trim() })));
    expect(own.length).toBeGreaterThan(5);
    const strays = own.filter(({ value }) => !/^\$\{.*theme\.zIndex\.\w+\s*\}$/.test(value) && !['1', '-1'].includes(value));
    expect(strays).toEqual([]);
  });

  it('are used for every layer but the four the decision records as not applicable', () => {
    const used = new Set(sources.flatMap(({ text }) => [...text.matchAll(/zIndex\.(\w+)/g)].map((match) => match[1]!)));
    const unused = Object.keys(Z_INDEX).filter((key) => !used.has(key)).sort();
    expect(unused).toEqual(NOT_APPLICABLE);
  });
});
