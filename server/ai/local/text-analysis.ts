// Language-aware text analysis for the local AI engine: words and sentences by Intl.Segmenter (every script of the 19
// locales), case and accents folded for matching, stop words from `stopwords-iso` and stems from the @nlpjs/lang-*
// stemmers of the page's language. Retrieval, answers, summaries and exams all compare text through `termsOf`, so a
// question in one form of a word ("Lichtreaktionen", "l'eau", "IŞIK") meets the material in another.
import StemmerCs from '@nlpjs/lang-cs/src/stemmer-cs';
import StemmerDe from '@nlpjs/lang-de/src/stemmer-de';
import StemmerEl from '@nlpjs/lang-el/src/stemmer-el';
import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en';
import StemmerEs from '@nlpjs/lang-es/src/stemmer-es';
import StemmerFr from '@nlpjs/lang-fr/src/stemmer-fr';
import StemmerIt from '@nlpjs/lang-it/src/stemmer-it';
import StemmerPl from '@nlpjs/lang-pl/src/stemmer-pl';
import StemmerPt from '@nlpjs/lang-pt/src/stemmer-pt';
import StemmerRo from '@nlpjs/lang-ro/src/stemmer-ro';
import StemmerTl from '@nlpjs/lang-tl/src/stemmer-tl';
import StemmerTr from '@nlpjs/lang-tr/src/stemmer-tr';
import stopwordsIso from 'stopwords-iso';

type Stemmer = { stemWord(word: string): string };

/** Filipino is stemmed with the Tagalog stemmer (Filipino is standardised Tagalog); stopwords-iso files it as `tl`. */
const STEMMERS: Record<string, new () => Stemmer> = {
  cs: StemmerCs, de: StemmerDe, el: StemmerEl, en: StemmerEn, es: StemmerEs, fr: StemmerFr, it: StemmerIt,
  pl: StemmerPl, pt: StemmerPt, ro: StemmerRo, tl: StemmerTl, tr: StemmerTr,
};

/** Languages that write an elided article or preposition onto the next word (l'eau, dell'acqua, d'água). */
const ELIDING_LANGUAGES = new Set(['fr', 'it', 'pt', 'ca']);
/** The longest elided prefix split off: French "jusqu'", "lorsqu'", "puisqu'"; Italian "dell'", "nell'", "sull'". */
const MAX_ELIDED_PREFIX = 7;
/** A word by UAX #29 in an alphabetic script: letters and digits, joined by an apostrophe, a period or a colon
 *  between letters (l'eau, aujourd'hui) or by a comma, period or apostrophe between digits (1,5 · 3.14). */
const WORD = /[\p{L}\p{M}\p{Nd}\p{Pc}]+(?:(?:(?<=[\p{L}\p{M}])['’.:·](?=\p{L})|(?<=\p{Nd})[,.;'’](?=\p{Nd}))[\p{L}\p{M}\p{Nd}\p{Pc}]+)*/gu;
/** Scripts written without spaces between words: only a dictionary-based segmenter finds their words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
/** Letters that do not decompose into a base letter and a mark under NFD, folded by hand. */
const LETTER_FOLDS: Record<string, string> = { ß: 'ss', ı: 'i', ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ς: 'σ' };

/** "es-MX" → "es", "pt-BR" → "pt", "fil" → "tl": the language whose stemmer and stop words apply. */
export function baseLanguage(language: string): string {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return base === 'fil' ? 'tl' : base;
}

/** Lower case (Turkish and Azeri dotted/dotless i by their own rule), accents and diacritics removed. */
export function foldText(text: string, language = 'en'): string {
  const base = baseLanguage(language);
  const lower = base === 'tr' || base === 'az' ? text.toLocaleLowerCase('tr') : text.toLowerCase();
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßıłđøæœς]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFC');
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string, granularity: 'word' | 'sentence'): Intl.Segmenter {
  const key = `${language}|${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(Intl.Segmenter.supportedLocalesOf([language]).length ? language : 'en', { granularity });
    segmenters.set(key, found);
  }
  return found;
}

/** The words of a text as written (numbers included), elided articles split off in French, Italian and Portuguese.
 *  Word boundaries are Unicode's (UAX #29, as Intl.Segmenter finds them). Text in a script written without spaces
 *  (Chinese, Japanese, Thai…) goes through Intl.Segmenter itself; for the alphabetic scripts of our 19 locales the
 *  same boundaries come from WORD, about nine times faster (V8's segment iterator costs ~4 µs a word, which made
 *  retrieval over a few hundred pages take half a second). A test holds WORD to Intl.Segmenter on all demo material. */
export function wordsOf(text: string, language: string): string[] {
  const elides = ELIDING_LANGUAGES.has(baseLanguage(language));
  const found = UNSPACED_SCRIPT.test(text)
    ? [...segmenter(language, 'word').segment(text)].filter((segment) => segment.isWordLike).map(({ segment }) => segment)
    : (text.match(WORD) ?? []);
  return found.flatMap((word) => {
    const elided = elides ? /^(\p{L}{1,7})['’](\p{L}.*)$/u.exec(word) : null;
    return elided && elided[1]!.length <= MAX_ELIDED_PREFIX ? [elided[1]!, elided[2]!] : [word];
  });
}

/** The sentences of a text, trimmed, by the language's sentence rules. */
export function sentencesOf(text: string, language: string): string[] {
  return [...segmenter(language, 'sentence').segment(text)].map(({ segment }) => segment.trim()).filter(Boolean);
}

/** Words (folded) that stopwords-iso lists but school material uses as content — "turning point", "world war", "the
 *  United States", "group 17", "il più lungo", "la zona más alta", "Ende des Krieges": kept as content words. */
const CONTENT_WORDS: Record<string, string[]> = {
  en: ['point', 'points', 'turning', 'state', 'states', 'world', 'number', 'numbers', 'group', 'groups', 'part', 'parts', 'year', 'years', 'order', 'area', 'areas', 'line', 'lines', 'place', 'places', 'work', 'end', 'case', 'cases', 'problem', 'problems', 'high', 'higher', 'highest', 'large', 'larger', 'largest', 'long', 'longer', 'longest', 'great', 'greater', 'greatest', 'general', 'man', 'men', 'side', 'sides', 'small', 'smaller', 'smallest', 'member', 'members', 'interest'],
  es: ['largo', 'mayor', 'parte', 'lugar', 'estado', 'fin', 'final', 'tiempo', 'lado'],
  it: ['lungo', 'grande', 'parte', 'gruppo', 'luogo', 'stato', 'mondo', 'anno', 'anni', 'fine', 'generale', 'tempo', 'vita', 'uomo', 'lato'],
  fr: ['haut', 'etat'],
  de: ['lang', 'hoch', 'gross', 'teil', 'jahr', 'jahre', 'ende', 'mensch', 'zeit'],
};

const stopWordSets = new Map<string, ReadonlySet<string>>();
/** The language's stop words, folded like the text they are compared with; empty for a language without a list. */
function stopWordsOf(language: string): ReadonlySet<string> {
  const base = baseLanguage(language);
  let found = stopWordSets.get(base);
  if (!found) {
    const lists = stopwordsIso as Record<string, string[] | undefined>;
    const content = new Set(CONTENT_WORDS[base] ?? []);
    found = new Set((lists[base] ?? []).map((word) => foldText(word, base)).filter((word) => !content.has(word)));
    stopWordSets.set(base, found);
  }
  return found;
}

const stemmers = new Map<string, Stemmer | null>();
function stemmerOf(base: string): Stemmer | null {
  if (!stemmers.has(base)) {
    const Stemmer = STEMMERS[base];
    stemmers.set(base, Stemmer ? new Stemmer() : null);
  }
  return stemmers.get(base) ?? null;
}

/** Languages whose stemmer works on folded words: Greek's expects them, Spanish's misses accented endings
 *  ("proclamó" stays whole, "proclamo" → "proclam"; "revolución" stays whole, "revolucion" → "revolu"). */
const STEM_FOLDED = new Set(['el', 'es']);

/** The matching form of one word: folded and stemmed. */
function termOf(word: string, language: string): string {
  const base = baseLanguage(language);
  const stemmer = stemmerOf(base);
  if (!stemmer || /\d/.test(word)) return foldText(word, base);
  const lower = base === 'tr' ? word.toLocaleLowerCase('tr') : word.toLowerCase();
  const stem = STEM_FOLDED.has(base) ? stemmer.stemWord(foldText(word, base)) : stemmer.stemWord(lower);
  return foldText(stem || lower, base);
}

/** Ordinal words (folded) → their number, per language. */
const ORDINALS: Record<string, Record<string, number>> = {
  de: { erst: 1, zweit: 2, dritt: 3, viert: 4, funft: 5, sechst: 6, siebt: 7, acht: 8 },
  en: { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 },
  fr: { premier: 1, premiere: 1, deuxieme: 2, second: 2, seconde: 2, troisieme: 3, quatrieme: 4, cinquieme: 5, sixieme: 6 },
  es: { primer: 1, primera: 1, primero: 1, segunda: 2, segundo: 2, tercera: 3, tercero: 3, tercer: 3, cuarta: 4, cuarto: 4, quinta: 5, quinto: 5 },
  it: { prima: 1, primo: 1, seconda: 2, secondo: 2, terza: 3, terzo: 3, quarta: 4, quarto: 4, quinta: 5, quinto: 5 },
  pt: { primeira: 1, primeiro: 1, segunda: 2, segundo: 2, terceira: 3, terceiro: 3, quarta: 4, quarto: 4 },
};
const GERMAN_ORDINAL_ENDING = /^(erst|zweit|dritt|viert|funft|sechst|siebt|acht)(?:e|er|en|es|em)?$/;
/** The number of an ordinal word (folded: "zweite", "deuxieme", "segunda" → 2), or undefined. */
export function ordinalWordNumber(word: string, language: string): number | undefined {
  const base = baseLanguage(language);
  if (base !== 'de') return ORDINALS[base]?.[word];
  const german = GERMAN_ORDINAL_ENDING.exec(word);
  return german ? ORDINALS.de![german[1]!] : undefined;
}

/** Whether a word carries meaning for matching: not a stop word, and not a lone letter (numbers are kept). */
export function isContentWord(word: string, language: string): boolean {
  const folded = foldText(word, language);
  // Numbers always count ("3. 1938 – batalla del Ebro"): some stop word lists hold "1", "2", "3" or "10"; so do
  // ordinal words ("Segunda ley", "Secondo principio"), which stop word lists hold too.
  if (/^\d+$/.test(folded) || ordinalWordNumber(folded, language) !== undefined) return true;
  if (stopWordsOf(language).has(folded)) return false;
  return /\d/.test(folded) || [...folded].length > 1;
}

/** Words analysed so far (word → term, or null for a stop word), per language; emptied when it grows past
 *  TERM_CACHE_SIZE. Study material repeats its words, so most lookups are hits. */
const termCache = new Map<string, string | null>();
const TERM_CACHE_SIZE = 200_000;

/** A Roman numeral of 1 to 89 in capitals ("IV", "XVI", "XXXIII"), as written after a ruler's or a chapter's name. */
const ROMAN = /^(?=[IVXL])(L?X{0,3}|XL)(IX|IV|V?I{0,3})$/;
const ROMAN_DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 };
/** Words (folded) after which a lone I, V or X is a number, not a pronoun or a symbol: "Canto V", "chapitre X". */
const NUMBERED_NOUNS = /^(?:canto|canti|chapter|chapitre|capitolo|capitulo|kapitel|rima|part|partie|parte|teil|act|acte|atto|acto|akt|tome|band|libro|book|livre|buch|scene|scena|escena|szene|volume|article|artikel|articolo|articulo|psalm|salmo|siecle|siglo|secolo|century)$/;

function romanValue(numeral: string): number {
  let value = 0;
  for (let index = 0; index < numeral.length; index += 1) {
    const digit = ROMAN_DIGITS[numeral[index]!]!;
    const next = ROMAN_DIGITS[numeral[index + 1] ?? ''] ?? 0;
    value += digit < next ? -digit : digit;
  }
  return value;
}

/** A number of 1 to 89 in Roman numerals (10 → "X", 26 → "XXVI"). */
export function romanNumeralOf(number: number): string {
  const tens = ['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX'][Math.floor(number / 10)] ?? '';
  return tens + (['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'][number % 10] ?? '');
}

/** The number a Roman numeral stands for where it follows a name or a numbered noun ("Louis XIV", "Heinrich IV",
 *  "chapitre III", "Canto V", "siglo XVIII"), else undefined. A numeral of two letters or more counts after any word
 *  but a stop word; a lone I, V or X only after a numbered noun, or after a capitalised word of three letters or more
 *  ("Napoleon I", "Fotosystem I"; not "If I", not "Cl, Br, I"). `lowerCase`: the numeral may be written in lower case
 *  (a student's "louis xiv", "canto x"), then only after a content word and when the word is no word of the language. */
export function romanNumeralAfter(word: string, previous: string | undefined, language: string, lowerCase = false): number | undefined {
  const upper = word.toUpperCase();
  if ((!lowerCase && word !== upper) || !ROMAN.test(upper) || previous === undefined) return undefined;
  const before = foldText(previous, language);
  if (!/^\p{L}/u.test(previous) || !isContentWord(previous, language)) return undefined;
  if (lowerCase && word !== upper && stopWordsOf(language).has(word.toLowerCase())) return undefined;
  if (upper.length === 1) {
    const named = !lowerCase && /^\p{Lu}\p{Ll}{2,}/u.test(previous);
    if (upper === 'L' || !(NUMBERED_NOUNS.test(before) || named)) return undefined;
  }
  return romanValue(upper);
}

/** The terms of a text for matching: content words only, folded and stemmed, in text order (repeats kept). A Roman
 *  numeral after a name or a numbered noun is its number ("Louis XVI" → louis, 16); with `ordinalsAsNumbers`, so is
 *  an ordinal word ("segundo grado" → 2, grad), for telling which number a thing carries. */
export function termsOf(text: string, language: string, ordinalsAsNumbers = false): string[] {
  const terms: string[] = [];
  let previous: string | undefined;
  for (const word of wordsOf(text, language)) {
    const before = previous;
    previous = word;
    const roman = /^[IVXL]+$/.test(word) ? romanNumeralAfter(word, before, language) : undefined;
    const ordinal = ordinalsAsNumbers && roman === undefined ? ordinalWordNumber(foldText(word, language), language) : undefined;
    if (roman !== undefined || ordinal !== undefined) {
      terms.push(String(roman ?? ordinal));
      continue;
    }
    const key = `${language}\u0000${word}`;
    let term = termCache.get(key);
    if (term === undefined) {
      if (termCache.size >= TERM_CACHE_SIZE) termCache.clear();
      term = isContentWord(word, language) ? termOf(word, language) : null;
      termCache.set(key, term);
    }
    if (term !== null) terms.push(term);
  }
  return terms;
}
