// Spec §2 /knows/{id}?query (issue 15): the words of the search that led to a know are marked in its text and lead to
// the first page holding them; "back to results" returns to the same search.
import { describe, expect, it } from 'vitest';
import { knowHrefFromSearch, searchPageHref } from '../search-params';
import { firstPageWithWords, markSearchWords, searchWordsOf } from '../search-words';

const marked = (text: string, query: string) => markSearchWords(text, searchWordsOf(query)).filter((run) => run.match).map((run) => run.text);

describe('the know page’s query: marking the search’s words', () => {
  it('takes the distinct words of the query, folded, and drops one-letter words', () => {
    expect(searchWordsOf('Révolution  française a révolution')).toEqual(['revolution', 'francaise']);
    expect(searchWordsOf(['Zelle', 'ignored'])).toEqual(['zelle']);
    expect(searchWordsOf(undefined)).toEqual([]);
    expect(searchWordsOf('   ')).toEqual([]);
  });

  it('marks the words whatever their case and accents', () => {
    expect(marked('La Révolution française commence en 1789.', 'revolution francaise')).toEqual(['Révolution', 'française']);
    expect(marked('Hücre zarı seçici geçirgendir.', 'hucre')).toEqual(['Hücre']);
  });

  it('marks longer and slightly shorter forms of a word, as the search’s stemming finds them', () => {
    expect(marked('Die Zellen der Pflanze teilen sich.', 'Zelle Pflanzen')).toEqual(['Zellen', 'Pflanze']);
    // A text word much shorter than the query word is another word.
    expect(marked('Der Zug fährt.', 'Zugspitze')).toEqual([]);
  });

  it('keeps the text whole: the runs put together are the text', () => {
    const text = 'Photosynthese: Licht → Glucose. (Photosynthese!)';
    const runs = markSearchWords(text, searchWordsOf('photosynthese glucose'));
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(['Photosynthese', 'Glucose', 'Photosynthese']);
    expect(markSearchWords(text, [])).toEqual([{ text, match: false }]);
  });
});

describe('the know page’s query: the first page holding the words', () => {
  const pages = [
    { number: 1, text: 'Einleitung: Pflanzen brauchen Licht.' },
    { number: 3, text: 'Der Calvin-Zyklus braucht Licht und CO2.' },
    { number: 2, text: 'Die Lichtreaktion im Thylakoid.' },
  ];

  it('is the first page with every word, in page order', () => {
    expect(firstPageWithWords(pages, searchWordsOf('Calvin Licht'))).toBe(3);
    expect(firstPageWithWords(pages, searchWordsOf('Thylakoid'))).toBe(2);
  });

  it('is the first page with the most words when no page has them all, and null when none has any', () => {
    expect(firstPageWithWords(pages, searchWordsOf('Calvin Mitochondrium'))).toBe(3);
    expect(firstPageWithWords(pages, searchWordsOf('Mitochondrium'))).toBeNull();
    expect(firstPageWithWords([], searchWordsOf('Licht'))).toBeNull();
  });
});

describe('the know page’s query: back to results', () => {
  it('returns to the search page of the area with the same query', () => {
    expect(searchPageHref('public', ' Zelle Kern ')).toBe('/knows/search?query=Zelle+Kern');
    expect(searchPageHref('app', 'Zelle')).toBe('/app/search?query=Zelle');
    expect(searchPageHref('public', '')).toBe('/knows/search');
  });

  it('is where a search result links the know: with its query and search as referrer', () => {
    expect(knowHrefFromSearch('/knows/zelle-1', 'Zelle & Kern')).toBe('/knows/zelle-1?query=Zelle+%26+Kern&referrer=search');
    expect(knowHrefFromSearch('/knows/zelle-1', '  ')).toBe('/knows/zelle-1');
  });
});
