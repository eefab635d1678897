// docs/benchmarks.md is written by several tools: `npm run bench` rewrites its own sections and must keep the others
// (first-load JS by hand, the FSRS optimizer, the AI evaluation between its markers) — it used to drop all but one.
import { describe, expect, it } from 'vitest';
import { handKept } from '../report';

const FILE = [
  '# Benchmarks',
  '',
  '| what | budget |',
  '| Lighthouse home | ≥ 95 |',
  '| Search API p95 | < 50 ms |',
  '',
  '## npm run bench — PGlite',
  'old numbers',
  '',
  '## How these are measured',
  'old text',
  '',
  '## First-load JS (by hand)',
  'home 178 kB',
  '',
  '## FSRS optimizer',
  'optimized in 2 s',
  '',
  '<!-- ai-eval:start -->',
  '## AI evaluation',
  'hit@3 0.97',
  '<!-- ai-eval:end -->',
  '',
  '<!-- knowly-bench-state {"bench":{},"soak":{}} -->',
  '',
].join('\n');

describe('npm run bench keeps what other tools wrote in docs/benchmarks.md', () => {
  it('keeps the hand-kept rows and every section it does not write, markers included, in order', () => {
    const kept = handKept(FILE);
    expect(kept.rows).toEqual(['| Lighthouse home | ≥ 95 |']);
    const text = kept.sections.join('\n');
    expect(text).toContain('## First-load JS (by hand)\nhome 178 kB');
    expect(text).toContain('## FSRS optimizer\noptimized in 2 s');
    expect(text).toContain('<!-- ai-eval:start -->\n## AI evaluation\nhit@3 0.97\n<!-- ai-eval:end -->');
    expect(text.indexOf('First-load')).toBeLessThan(text.indexOf('FSRS'));
  });

  it('drops its own sections (they are written again) and never keeps the state comment', () => {
    const text = handKept(FILE).sections.join('\n');
    expect(text).not.toContain('npm run bench');
    expect(text).not.toContain('How these are measured');
    expect(text).not.toContain('knowly-bench-state');
  });
});
