import { describe, expect, it } from 'vitest';
import { DEMO_KNOWS } from '../../../db/seed/demo-knows';
import { notePageText } from '../../../db/seed/demo-knows/types';
import { foldText, termsOf, wordsOf } from '../text-analysis';

describe('text analysis', () => {
  it('stems a German compound as one word, so its inflected forms meet', () => {
    expect(termsOf('Lichtreaktionen', 'de')).toEqual(termsOf('Lichtreaktion', 'de'));
    expect(termsOf('Die Thylakoidmembran', 'de')).toEqual(['thylakoidmembran']);
  });

  it('keeps the content words that stop word lists hold ("turning point", "world war", "il più lungo")', () => {
    expect(termsOf('the turning point of the world war', 'en')).toHaveLength(4);
    expect(termsOf('il più lungo', 'it')).toEqual(termsOf('lungo', 'it'));
    expect(termsOf('lungo', 'it')).toHaveLength(1);
    expect(termsOf('the of and', 'en')).toEqual([]);
  });

  it("splits French elision: l'eau and l’eau give the word eau", () => {
    expect(wordsOf("l'eau", 'fr')).toEqual(['l', 'eau']);
    expect(termsOf('l’eau', 'fr')).toEqual(termsOf('eau', 'fr'));
    expect(termsOf("aujourd'hui jusqu'au", 'fr')).not.toContain('jusqu');
  });

  it('folds Greek accents and final sigma and stems Greek', () => {
    expect(termsOf('φωτοσύνθεσης', 'el')).toEqual(termsOf('φωτοσύνθεση', 'el'));
    expect(termsOf('κυττάρων', 'el')).toEqual(termsOf('κύτταρο', 'el'));
  });

  it('lower-cases Turkish dotted and dotless I by the Turkish rule', () => {
    expect(foldText('İSTANBUL', 'tr')).toBe('istanbul');
    expect(termsOf('IŞIK', 'tr')).toEqual(termsOf('ışık', 'tr'));
    expect(termsOf('hücreleri', 'tr')).toEqual(termsOf('hücre', 'tr'));
  });

  it('stems Czech and folds its diacritics', () => {
    expect(termsOf('buňky', 'cs')).toEqual(termsOf('buňka', 'cs'));
    expect(foldText('Čeština', 'cs')).toBe('cestina');
  });

  it('drops stop words and keeps numbers', () => {
    expect(termsOf('What is the water cycle driven by in 2024?', 'en')).toEqual(['water', 'cycl', 'driven', '2024']);
  });

  it('finds the same words as Intl.Segmenter on all demo material', () => {
    for (const know of DEMO_KNOWS) {
      if (['fr', 'it', 'pt', 'pt-BR'].includes(know.language)) continue; // elision splits words further on purpose
      const segmenter = new Intl.Segmenter(know.language, { granularity: 'word' });
      for (const line of know.pages.flatMap((page) => notePageText(page).split('\n'))) {
        const expected = [...segmenter.segment(line)].filter((segment) => segment.isWordLike).map(({ segment }) => segment);
        expect(wordsOf(line, know.language), know.key).toEqual(expected);
      }
    }
  });
});
