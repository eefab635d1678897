import { describe, expect, it } from 'vitest';
import { searchConfigOf } from '../index-know';
import { parseSearchQuery, replaceWord, searchWordsOf } from '../parse-search-query';
import { languageVariants } from '../search-knows';

describe('searchConfigOf', () => {
  it.each([
    ['de', 'german'], ['fr', 'french'], ['en', 'english'], ['en-GB', 'english'], ['es', 'spanish'], ['es-MX', 'spanish'],
    ['es-AR', 'spanish'], ['it', 'italian'], ['pt', 'portuguese'], ['pt-BR', 'portuguese'], ['tr', 'turkish'], ['ro', 'romanian'],
    ['el', 'greek'], ['nl', 'dutch'], ['hu', 'hungarian'], ['pl', 'simple'], ['cs', 'simple'], ['fil', 'simple'], ['xx', 'simple'],
  ])('maps %s to %s', (language, config) => {
    expect(searchConfigOf(language)).toBe(config);
  });
});

describe('languageVariants', () => {
  it('searches a language with all its regional variants', () => {
    expect(languageVariants('es-MX').sort()).toEqual(['es', 'es-AR', 'es-CL', 'es-CO', 'es-MX', 'es-PE']);
    expect(languageVariants('en').sort()).toEqual(['en', 'en-GB']);
    expect(languageVariants('de')).toEqual(['de']);
  });
});

describe('parseSearchQuery', () => {
  it('keeps the words as lower-cased letters, accents included', () => {
    expect(searchWordsOf('  Die Französische-Revolution (1789), l’été ')).toEqual(['die', 'französische', 'revolution', 'l', 'été']);
  });

  it('treats the last word as being typed (prefix) when the query ends in it', () => {
    expect(parseSearchQuery('Weimarer Repub')).toMatchObject({ partialWord: 'repub', textBeforePartialWord: 'Weimarer' });
    expect(parseSearchQuery('Photosyn ')).toMatchObject({ partialWord: 'photosyn', textBeforePartialWord: '' });
  });

  it('has no word being typed after a closing quote, a digit, for short or negated words, or a trailing "or"', () => {
    expect(parseSearchQuery('"Weimarer Republik"').partialWord).toBeNull();
    expect(parseSearchQuery('Revolution 1848').partialWord).toBeNull();
    expect(parseSearchQuery('Zelle ab').partialWord).toBeNull();
    expect(parseSearchQuery('Revolution -Frankreich').partialWord).toBeNull();
    expect(parseSearchQuery('"Weimarer Repub').partialWord).toBeNull();
    expect(parseSearchQuery('Zelle or').partialWord).toBeNull();
    expect(parseSearchQuery('Calvin-Zyklus').partialWord).toBe('zyklus');
  });

  it('builds a suggestion text by replacing one word', () => {
    expect(replaceWord(['weimarer', 'repblik'], 1, 'republik')).toBe('weimarer republik');
  });
});
