// The decision records' index (docs/decisions/README.md) lists every record: `npm run docs:decisions` rewrites it.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionsIndex, readDecisionFiles } from '../../scripts/decisions-index';

describe('docs/decisions/README.md', () => {
  it('is up to date (run npm run docs:decisions after adding a record)', () => {
    expect(fs.readFileSync('docs/decisions/README.md', 'utf8')).toBe(decisionsIndex(readDecisionFiles()));
  });
});
