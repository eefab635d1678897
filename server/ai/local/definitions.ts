// Term–definition pairs found in the material, for flashcards and exam questions. Three shapes of a definition:
//   "Stroma: Grundsubstanz um die Thylakoide"        a term of a few words, a colon, the definition (bullets, glossaries);
//   "**Stroma** – Grundsubstanz …"                    a bold term (text that kept its markup);
//   "The water cycle is the continuous movement …"    term, the language's copula, a determiner (en, de, fr, es, it,
//                                                     pt, ro, pl, cs, el, fil; Turkish puts its copula in a suffix).
// A colon after a box label ("Merke:", "Remember:", "Piège :") introduces a fact, not a definition: those labels,
// and terms that end in a stop word ("Lies sie so:"), are refused.
import type { AiPage } from '../provider';
import { readMaterial, type MaterialSentence } from './material-sentences';
import { baseLanguage, foldText, isContentWord, wordsOf } from './text-analysis';

export type Definition = { term: string; definition: string; sentence: MaterialSentence };

const MAX_TERM_WORDS = 4;
const LIST_MARKER = /^(?:[•·▪◦*–-]|\d{1,2}[.)])\s+/u;
/** Least words of three letters or more in a definition (a formula is not one). */
const MIN_DEFINITION_WORDS = 3;

/** Labels of boxes and asides in study notes, folded: what follows them is a fact, not a definition. */
const BOX_LABELS = new Set(
  [
    'merke', 'tipp', 'hinweis', 'achtung', 'beispiel', 'typischer fehler', 'losung', 'wichtig', 'regel', 'eselsbrucke',
    'remember', 'note', 'tip', 'example', 'warning', 'key fact', 'exam tip', 'answer', 'answers', 'solution', 'rule',
    'common mistake', 'check', 'memory trick', 'tipp fur die klausur',
    'retiens', 'a retenir', 'attention', 'piege', 'exemple', 'astuce', 'remarque', 'solution', 'regle', 'rappel', 'methode', 'conseil',
    'method', 'metodo', 'methode', 'exam tip', 'para el examen', 'da ricordare', 'truco para el mapa mudo',
    'losungen', 'solutions', 'soluciones', 'soluzioni', 'reponses', 'respuestas', 'risposte', 'antworten',
    'recuerda', 'ojo', 'ejemplo', 'nota', 'consejo', 'truco', 'solucion', 'error tipico', 'importante', 'regla',
    'ricorda', 'esempio', 'attenzione', 'suggerimento', 'soluzione', 'regola', 'errore tipico',
    'zapamietaj', 'uwaga', 'przyklad', 'wskazowka', 'rozwiazanie', 'zasada', 'typowy blad',
    'unutma', 'dikkat', 'ornek', 'ipucu', 'cozum', 'kural', 'not', 'sik yapilan hata',
    'retine', 'atentie', 'exemplu', 'sfat', 'regula', 'solutie', 'greseala tipica',
    'θυμησου', 'προσοχη', 'παραδειγμα', 'συμβουλη', 'λυση', 'κανονας', 'σημειωση', 'συνηθες λαθος',
    'pamatuj', 'pozor', 'priklad', 'tip', 'reseni', 'pravidlo', 'poznamka', 'typicka chyba',
    'lembra', 'lembre', 'atencao', 'exemplo', 'dica', 'solucao', 'regra', 'erro tipico',
    'tandaan', 'halimbawa', 'paalala', 'sagot', 'tuntunin', 'babala',
  ].map((label) => foldText(label)),
);

/** Box labels that stay labels with a word after them ("Piège classique", "Tipp für die Klausur", "Merke dir"), folded;
 *  not "Solution", "Note", "Regla": "Solution aqueuse" is a term. */
const LABEL_WORDS = new Set(['piege', 'tipp', 'merke', 'astuce', 'conseil', 'retiens', 'rappel', 'recuerda', 'ricorda', 'truco', 'consejo', 'suggerimento', 'hinweis', 'achtung', 'remember', 'warning', 'attenzione', 'ojo', 'methode', 'metodo', 'eselsbrucke']);

/** Articles before a term, copulas, and the determiners that open a definition after the copula (empty: any word). */
const COPULAS: Record<string, { articles: string[]; verbs: string[]; determiners: string[] }> = {
  en: { articles: ['the', 'a', 'an'], verbs: ['is', 'are'], determiners: ['a', 'an', 'the', 'one'] },
  de: { articles: ['der', 'die', 'das', 'ein', 'eine'], verbs: ['ist', 'sind', 'nennt man'], determiners: ['ein', 'eine', 'einer', 'der', 'die', 'das', 'den'] },
  fr: { articles: ['le', 'la', 'les', "l'", 'l’', 'un', 'une'], verbs: ['est', 'sont'], determiners: ['un', 'une', 'le', 'la', 'les', 'des', "l'", 'l’'] },
  es: { articles: ['el', 'la', 'los', 'las', 'un', 'una'], verbs: ['es', 'son'], determiners: ['un', 'una', 'el', 'la', 'los', 'las', 'lo'] },
  it: { articles: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'l’', 'un', 'una', 'uno'], verbs: ['è', 'sono'], determiners: ['un', 'una', 'uno', 'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'l’'] },
  pt: { articles: ['o', 'a', 'os', 'as', 'um', 'uma'], verbs: ['é', 'são'], determiners: ['um', 'uma', 'o', 'a', 'os', 'as'] },
  ro: { articles: [], verbs: ['este', 'sunt', 'reprezintă'], determiners: ['un', 'o', 'cel', 'cea', 'cei', 'cele'] },
  pl: { articles: [], verbs: ['jest', 'są', 'to'], determiners: [] },
  cs: { articles: [], verbs: ['je', 'jsou'], determiners: [] },
  el: { articles: ['ο', 'η', 'το', 'οι', 'τα'], verbs: ['είναι'], determiners: ['ένα', 'ένας', 'μια', 'μία', 'ο', 'η', 'το', 'οι', 'τα'] },
  tl: { articles: ['ang', 'ang mga'], verbs: ['ay'], determiners: [] },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: string[]) => words.map(escape).join('|');

const copulaPatterns = new Map<string, RegExp | null>();
function copulaPattern(language: string): RegExp | null {
  const base = baseLanguage(language);
  if (!copulaPatterns.has(base)) {
    const copula = COPULAS[base];
    const articles = copula?.articles.length ? `(?:(?:${alternatives(copula.articles)})\\s*)?` : '';
    const determiners = copula?.determiners.length ? `(?:${alternatives(copula.determiners)})(?:\\s|(?<=['’]))` : '';
    copulaPatterns.set(
      base,
      copula ? new RegExp(`^${articles}([^,;:()]{2,60}?)(?:\\s*\\([^)]*\\))?\\s+(?:${alternatives(copula.verbs)})\\s+(${determiners}.+)$`, 'iu') : null,
    );
  }
  return copulaPatterns.get(base)!;
}

/** Whether a text is a box's label, also with a word after it ("Merke", "Piège classique", "Tipp für die Klausur",
 *  "Lösungen"): what follows it is a fact, an aside or the answers, not a definition. */
export function isBoxLabel(text: string, language: string): boolean {
  const folded = foldText(text, language).replace(/\s*:\s*$/, '');
  return BOX_LABELS.has(folded) || LABEL_WORDS.has(folded.split(/\s+/)[0] ?? '');
}

/** A plausible term: a few words, no digits, starts with a letter, its last word carries meaning, not a box label. */
function isTerm(term: string, language: string): boolean {
  const words = wordsOf(term, language);
  if (words.length === 0 || words.length > MAX_TERM_WORDS || /\d/.test(term) || !/^\p{L}/u.test(term)) return false;
  if (isBoxLabel(term, language)) return false;
  return isContentWord(words.at(-1)!, language) && isContentWord(words[0]!, language);
}

function definitionOf(sentence: MaterialSentence): Definition | null {
  const { page } = sentence;
  // The PDF text layer keeps list markers ("• Zellwand: …", "1. Alkalimetalle: …"): the term starts after them.
  const text = sentence.text.replace(LIST_MARKER, '');
  const bold = /^\*\*(.+?)\*\*\s*[:–—-]\s*(.+)$/u.exec(text);
  const colon = bold ?? /^([^:]{2,60}?)\s*:\s+(.+)$/u.exec(text) ?? copulaPattern(page.language)?.exec(text);
  if (!colon) return null;
  const term = colon[1]!.replace(/\*\*/g, '').trim();
  const definition = colon[2]!.trim();
  // A date in brackets belongs to the term ("Stamp Act (1765)", "Saratoga (1777)"): the term is what it dates.
  if (!isTerm(term.replace(/\s*\([^)]*\)/g, ''), page.language) || wordsOf(definition, page.language).filter((word) => /\p{L}{3}/u.test(word)).length < MIN_DEFINITION_WORDS) return null;
  return { term, definition, sentence };
}

/** The definitions of the material in document order, one per term (the first). */
export function definitionsOf(pages: AiPage[]): Definition[] {
  const seen = new Set<string>();
  const found: Definition[] = [];
  for (const sentence of readMaterial(pages).sentences) {
    const definition = definitionOf(sentence);
    const key = definition && foldText(definition.term, sentence.page.language);
    if (!definition || !key || seen.has(key)) continue;
    seen.add(key);
    found.push(definition);
  }
  return found;
}
