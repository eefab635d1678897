import { describe, expect, it } from 'vitest';
import type { AiPage } from '../provider';
import { keepVerifiedCitations, verifyCitations } from '../verify-citations';

const KNOW = '11111111-1111-4111-8111-111111111111';
const PAGES: AiPage[] = [
  { knowUuid: KNOW, knowTitle: 'Cells', page: 1, text: 'The cell is the smallest\nunit of life.\nRibosomes build proteins.', language: 'en' },
  { knowUuid: KNOW, knowTitle: 'Cells', page: 2, text: 'Chloroplasts carry out photosynthesis.', language: 'en' },
];

describe('verifyCitations', () => {
  it('keeps a quote found on the cited page, white space aside (extracted text wraps lines)', () => {
    const citation = { knowUuid: KNOW, page: 1, quote: 'The cell is the smallest unit of life.' };
    expect(verifyCitations([citation], PAGES)).toEqual([citation]);
  });

  it('drops a forged quote, a quote on the wrong page or know, and empty or tiny quotes', () => {
    expect(
      verifyCitations(
        [
          { knowUuid: KNOW, page: 1, quote: 'The cell is made of cheese.' },
          { knowUuid: KNOW, page: 1, quote: 'Chloroplasts carry out photosynthesis.' },
          { knowUuid: '22222222-2222-4222-8222-222222222222', page: 2, quote: 'Chloroplasts carry out photosynthesis.' },
          { knowUuid: KNOW, page: 3, quote: 'Ribosomes build proteins.' },
          { knowUuid: KNOW, page: 1, quote: '   ' },
          { knowUuid: KNOW, page: 1, quote: 'ce' },
        ],
        PAGES,
      ),
    ).toEqual([]);
  });
});

describe('keepVerifiedCitations', () => {
  const cell = { knowUuid: KNOW, page: 1, quote: 'The cell is the smallest unit of life.' };
  const forged = { knowUuid: KNOW, page: 2, quote: 'Chloroplasts are made of cheese.' };
  const chloroplasts = { knowUuid: KNOW, page: 2, quote: 'Chloroplasts carry out photosynthesis.' };

  it('drops a failed citation with its marker and renumbers the later ones, so that [k] names citations[k-1]', () => {
    const answer = keepVerifiedCitations('Cells are small [1]. Cheese [2]. Light is used [3], see [3].', [cell, forged, chloroplasts], PAGES);
    expect(answer.citations).toEqual([cell, chloroplasts]);
    expect(answer.text).toBe('Cells are small [1]. Cheese. Light is used [2], see [2].');
  });

  it('leaves brackets that name no citation of the answer alone', () => {
    expect(keepVerifiedCitations('As in [7] and [0], cells [1].', [cell], PAGES).text).toBe('As in [7] and [0], cells [1].');
  });
});
