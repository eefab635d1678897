// Which terms of the material answer a term of the question (issue 30): the same stem; a longer word of the material
// that starts with it ("Membran" → "Membranen"); in compounding languages a compound that ends with it ("Membran" →
// "Thylakoidmembran"); German participles and separable verbs met from their stem ("ausgerufen", "gescheitert" →
// "ruft … aus", "scheiterte"); and, when nothing else does, the material's own word within a typo's distance
// ("mitocondrias", "elektronegativsten" → "Elektronegativität" is met by its prefix, "photosyntesis" by distance).
import { distance } from 'fastest-levenshtein';
import { baseLanguage, foldText, isContentWord, termsOf, wordsOf } from './text-analysis';

/** A question term this long or longer also matches longer material terms that start with it. */
const PREFIX_MIN_LENGTH = 5;
/** A question term this long or longer also asks for the material's compounds that end with it. */
const COMPOUND_HEAD_MIN_LENGTH = 4;
/** Least length of a stem found by morphology for its prefix match ("ruf" from "ausgerufen"). */
const MORPHOLOGY_MIN_LENGTH = 3;
/** Typos tolerated: one edit from this length, two from the next. */
const ONE_TYPO_LENGTH = 6;
const TWO_TYPOS_LENGTH = 8;
/** Shared prefix a stem must keep with a longer question word to count ("elektronegativst" ~ "elektronegativitat"). */
const SHARED_STEM_MIN_LENGTH = 8;
const SHARED_STEM_SHARE = 0.75;
/** A material term this long that starts the question's word, up to two letters shorter, answers it ("salty" → "salt"). */
const REVERSE_PREFIX_MIN_LENGTH = 4;
const COMPOUNDING_LANGUAGES = new Set(['de', 'nl', 'sv', 'da', 'no', 'nb', 'is']);
const GERMAN_PARTICIPLE = /^(ab|an|auf|aus|bei|ein|fest|fort|her|hin|los|mit|nach|vor|weg|zu|zuruck|zusammen|dar)?ge(\p{L}{4,})$/u;
const GERMAN_PARTICIPLE_ENDING = /(?:en|et|t|te|ten|tes|ter)$/;
/** A participle with an inseparable prefix, which takes no "ge": "ermordet" (the material's "Mord"), "verhaftet". */
const GERMAN_INSEPARABLE_PARTICIPLE = /^(?:er|ver|zer|ent)(\p{L}{4,}?)(?:et|t)$/u;

/** Stems a German word may stand for beyond its own: a participle's or separable verb's stem, or the root under an
 *  inseparable prefix. */
function morphologicalStems(word: string): string[] {
  const participle = GERMAN_PARTICIPLE.exec(word);
  if (!participle) {
    const root = GERMAN_INSEPARABLE_PARTICIPLE.exec(word)?.[1];
    return root ? [root] : [];
  }
  const stem = participle[2]!.replace(GERMAN_PARTICIPLE_ENDING, '');
  // A separable verb's particle goes back before the stem where the verb stands in a subordinate clause
  // ("ausgearbeitet" → "… die Verfassung ausarbeitete").
  return stem.length >= MORPHOLOGY_MIN_LENGTH ? [stem, ...(participle[1] ? [`${participle[1]}${stem}`] : [])] : [];
}

/** A word as it sounds more than as it is spelled: "ph" and "f" ("Fotosynthese" ~ "Photosynthese"), "th" and "t". */
const spelling = (term: string) => term.replace(/ph/g, 'f').replace(/th/g, 't');

/** Longest common prefix of two strings. */
function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Whether a material term answers a question term by form (same stem, prefix, compound head). */
function answersByForm(term: string, questionTerm: string, compounding: boolean): boolean {
  if (term === questionTerm) return true;
  if (questionTerm.length >= PREFIX_MIN_LENGTH && term.startsWith(questionTerm)) return true;
  return compounding && questionTerm.length >= COMPOUND_HEAD_MIN_LENGTH && term.endsWith(questionTerm);
}

/** The material terms that answer a question term or one of its variants (question-reading.ts). */
export function answeringTermsOf(questionTerm: string, word: string, variants: string[], language: string, vocabulary: Iterable<string>): string[] {
  const all = [...vocabulary];
  return [...new Set([questionTerm, ...variants].flatMap((term, index) => (index === 0 ? answeringTerms(term, word, language, all) : all.filter((candidate) => candidate === term || (term.length >= PREFIX_MIN_LENGTH && candidate.startsWith(term))))))];
}

/** The material terms that answer a question term (`word` is the question's folded word behind it). */
function answeringTerms(questionTerm: string, word: string, language: string, vocabulary: Iterable<string>): string[] {
  const compounding = COMPOUNDING_LANGUAGES.has(baseLanguage(language));
  const all = [...vocabulary];
  const found = all.filter((term) => answersByForm(term, questionTerm, compounding));
  if (found.length || /\d/.test(questionTerm)) return found;
  if (baseLanguage(language) === 'de') {
    const stems = morphologicalStems(word);
    const byStem = all.filter((term) => stems.some((stem) => term.startsWith(stem)));
    if (byStem.length) return byStem;
  }
  // A superlative or another derived form: the material's term shares a long prefix.
  // Only the terms sharing the longest prefix, and most of the question's word ("elektronegativst" meets
  // "elektronegativitat", not "elektron").
  const least = Math.max(SHARED_STEM_MIN_LENGTH, Math.ceil(SHARED_STEM_SHARE * questionTerm.length));
  const prefixes = all.map((term) => (Math.min(term.length, questionTerm.length) >= SHARED_STEM_MIN_LENGTH ? sharedPrefix(term, questionTerm) : 0));
  const longest = Math.max(0, ...prefixes);
  const shared = all.filter(
    (term, index) =>
      (longest >= least && prefixes[index] === longest) || (term.length >= REVERSE_PREFIX_MIN_LENGTH && questionTerm.startsWith(term) && questionTerm.length - term.length <= 2),
  );
  if (shared.length) return shared;
  if (questionTerm.length < ONE_TYPO_LENGTH) return [];
  const allowed = questionTerm.length >= TWO_TYPOS_LENGTH ? 2 : 1;
  const spelled = spelling(questionTerm);
  return all.filter((term) => {
    const candidate = spelling(term);
    return Math.abs(candidate.length - spelled.length) <= allowed && candidate[0] === spelled[0] && distance(candidate, spelled) <= allowed;
  });
}

/** Languages that write every noun with a capital: there a word written in lower case is a verb, an adjective or
 *  another word of the sentence's frame, never the thing asked about. */
const NOUN_CAPITALISING_LANGUAGES = new Set(['de', 'lb']);
/** Generic verbs (folded word starts) per language: what a question does with its subject ("what does a plant need
 *  for…", "de quoi a besoin…", "che cosa serve…"), not what it is about. */
const GENERIC_VERBS: Record<string, RegExp> = {
  de: /^(?:brauch(?:e|en|st|t|te|ten)?|benotig\w*|notig|nutz(?:e|en|t)|verwend(?:e|en|et)|bekomm(?:e|en|t))$/,
  en: /^(?:need(?:s|ed)?|use[sd]?|using)$/,
  fr: /^(?:besoin|utilis\w*|ser[st]|servent)$/,
  es: /^(?:necesit\w*|usa[nr]?|utiliz\w*|sirven?)$/,
  it: /^(?:bisogn\w*|serv(?:e|ono)|usa(?:no|re)?|utilizz\w*)$/,
  pt: /^(?:precis\w*|usa[mr]?|utiliz\w*)$/,
};
/** Generic nouns of a question's frame (folded), in every language: "which types of…", "the function of…", "le rôle
 *  de…", "quali sono i tipi di…" — what is asked of the subject, not the subject. */
const GENERIC_NOUNS = /^(?:types?|kinds?|sorts?|arten?|sortes?|tipos?|tipi|tipo|clases?|classi|genres?|generi|formes?|formas?|functions?|fonctions?|funcion(?:es)?|funzion[ei]|funktion(?:en)?|aufgaben?|roles?|ruol[oi]|papel|purpose|job|meaning|sens|significad[oa]|significato|bedeutung|definitions?|definicion|definizione|examples?|exemples?|ejemplos?|esemp[io]|beispiele?|names?|noms?|nombres?|nom[ei]|namen?)$/;

/** Terms of a text's words written with a capital (German nouns, names anywhere). */
export function capitalisedTermsOf(text: string, language: string): Set<string> {
  const capitalised = wordsOf(text, language).filter((word) => /^\p{Lu}/u.test(word));
  return new Set(capitalised.length ? termsOf(capitalised.join(' '), language) : []);
}

/** Whether a language writes every noun with a capital, so that the case of a word tells its class. */
export const capitalisesNouns = (language: string) => NOUN_CAPITALISING_LANGUAGES.has(baseLanguage(language));

/** How a question's words are written, for telling which of its terms are context: the question's frame verbs and
 *  adjectives ("braucht", "brauchen", "need"), which weigh less than its subject however rare they are in the
 *  material. In German a word the question writes in lower case while it writes its nouns with capitals, or (in a
 *  question written all in lower case) a word the material writes only in lower case, is such a word; in every
 *  language a generic verb ("brauchen", "use", "besoin", "necesitar", "servire") is. A word the question writes with
 *  a capital past its first word (a noun, a name) never is. */
type QuestionCasing = { capitalised: Set<string>; lower: Set<string>; usesCase: boolean; generic: Set<string>; nouns: Set<string> };

/** Articles, possessives and the prepositions that take them (folded), per language that does not capitalise its
 *  nouns: the word after one is a noun (or its adjective), the thing asked about — "le roi", "del oro", "un sistema". */
const DETERMINERS: Record<string, Set<string>> = {
  en: new Set(['the', 'a', 'an', 'this', 'these', 'those', 'my', 'your', 'his', 'her', 'their', 'its', 'of']),
  fr: new Set(['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'de', 'd', 'au', 'aux', 'ce', 'cet', 'cette', 'ces', 'son', 'sa', 'ses']),
  es: new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'al', 'de', 'su', 'sus', 'este', 'esta', 'estos', 'estas']),
  it: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'un', 'uno', 'una', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell', 'nel', 'nello', 'nella', 'nei', 'negli', 'nelle', 'nell', 'al', 'allo', 'alla', 'ai', 'agli', 'alle', 'all', 'dal', 'dalla', 'di', 'd', 'sul', 'sulla', 'suo', 'sua']),
  pt: new Set(['o', 'a', 'os', 'as', 'um', 'uma', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'de']),
  // German writes its nouns with a capital, but students often write all in lower case: after an article it is a noun.
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'im', 'am', 'vom', 'zum', 'zur', 'beim']),
};

/** In English, the last of two or more content words in a row is the head noun of a compound ("nuclear power
 *  plants", "turning point"): a noun, the thing asked about. */
function compoundHeads(words: string[], language: string): string[] {
  if (baseLanguage(language) !== 'en') return [];
  const content = words.map((word) => isContentWord(word, language));
  return words.filter((_, index) => content[index] && index > 0 && content[index - 1] && !content[index + 1]);
}

/** English subject pronouns and the words before a verb they take ("how do you balance", "how to balance"). */
const PRONOUN_SUBJECTS = new Set(['i', 'you', 'we', 'they']);
const BEFORE_VERB = new Set(['do', 'does', 'did', 'can', 'should', 'could', 'would', 'will', 'must', 'to']);

/** Whether an English question asks about a kind of a thing the material names by a word it lacks: "how do you
 *  balance redox reactions", "what are the nuclear reactions" over notes on reactions that never say "redox" or
 *  "nuclear". The word stands right before the head noun of the asked noun phrase (after an article, or after the verb
 *  of "do you …" / "to …"), and the head is a word of the material: the material speaks of the head, not of that kind.
 *  `lacks` and `has` tell, for a folded question word, whether the material lacks it or holds it as evidence. (A
 *  verb before its object — "do plants absorb water" — is not after an article or a pronoun's verb, and a subject
 *  before its verb — "what did the declaration list" — stands after an auxiliary: neither is read so.) */
export function asksUnnamedKind(question: string, language: string, lacks: (word: string) => boolean, has: (word: string) => boolean): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const words = wordsOf(foldText(question, language), language);
  const determiners = DETERMINERS.en!;
  return words.some((word, index) => {
    const head = words[index + 1];
    if (!head || !lacks(word) || !has(head) || (words[index + 2] && isContentWord(words[index + 2]!, language))) return false;
    const before = words[index - 1] ?? '';
    const afterVerb = (PRONOUN_SUBJECTS.has(words[index - 2] ?? '') && BEFORE_VERB.has(words[index - 3] ?? '')) || words[index - 2] === 'to';
    return (determiners.has(before) && !BEFORE_VERB.has(words[index - 2] ?? '')) || (afterVerb && isContentWord(before, language));
  });
}

/** English question words, and the auxiliaries after which a question names its subject before the verb: "how do
 *  hurricanes form", "why does ice float". */
const QUESTION_WORDS = new Set(['how', 'why', 'when', 'where', 'what', 'which']);
const SUBJECT_AUXILIARIES = new Set(['do', 'does', 'did']);

/** In English, the subject of "how / why … do X verb …": a noun, the thing asked about. */
function subjectsAfterAuxiliary(words: string[], language: string): string[] {
  if (baseLanguage(language) !== 'en') return [];
  const folded = words.map((word) => foldText(word, language));
  return words.filter((word, index) =>
    SUBJECT_AUXILIARIES.has(folded[index - 1] ?? '') && QUESTION_WORDS.has(folded[index - 2] ?? '') && isContentWord(word, language) && words[index + 1] !== undefined && isContentWord(words[index + 1]!, language));
}

export function questionCasingOf(question: string, language: string): QuestionCasing {
  const words = wordsOf(question, language);
  const capitalised = new Set(words.slice(1).filter((word) => /^\p{Lu}/u.test(word)).flatMap((word) => termsOf(word, language)));
  const lower = new Set(words.slice(1).filter((word) => /^\p{Ll}/u.test(word)).flatMap((word) => termsOf(word, language)));
  const verbs = GENERIC_VERBS[baseLanguage(language)];
  const generic = new Set(words.filter((word) => GENERIC_NOUNS.test(foldText(word, language)) || verbs?.test(foldText(word, language))).flatMap((word) => termsOf(word, language)));
  const determiners = DETERMINERS[baseLanguage(language)];
  const afterDeterminer = determiners ? words.filter((_, index) => index > 0 && determiners.has(foldText(words[index - 1]!, language))) : [];
  const nouns = new Set([...afterDeterminer, ...compoundHeads(words, language), ...subjectsAfterAuxiliary(words, language)].flatMap((word) => termsOf(word, language)));
  return { capitalised, lower, usesCase: capitalised.size > 0, generic, nouns };
}

/** The share of its weight a question term the material lacks keeps: a name or noun (capitalised past the first
 *  word, or after an article: "…capital of Australia", "le roi", "del oro") fully — the material does not speak of
 *  it, so it does not answer —, any other word (often the question's own verb: "quién inventó", "how do you find")
 *  `share`. */
export function absentTermShare(term: string, casing: QuestionCasing, share: number): number {
  return casing.capitalised.has(term) || (casing.nouns.has(term) && !casing.generic.has(term)) ? 1 : share;
}

/** Whether a question term present in the material is context rather than evidence (see QuestionCasing);
 *  `materialCapitalised` holds the material's terms it writes with a capital somewhere. */
export function isContextTerm(term: string, answers: readonly string[], casing: QuestionCasing, language: string, materialCapitalised: ReadonlySet<string>): boolean {
  if (casing.capitalised.has(term)) return false;
  if (casing.generic.has(term)) return true;
  if (!capitalisesNouns(language) || answers.length === 0) return false;
  if (casing.usesCase && casing.lower.has(term)) return true;
  return answers.every((answer) => !materialCapitalised.has(answer));
}
