// The local engine's answer to a question (issue 30): the sentences of the retrieved passages that answer it, chosen
// by the question's type and quoted as they stand, the best one first, each followed by its citation number.
//  - Every sentence is read with its section's heading: "Fixierung: RuBisCO bindet CO₂" under "Calvin-Zyklus"
//    answers a question about the Calvin cycle. The know's title words are context, worth little as evidence.
//  - By type: a definition prefers "X ist / is / est / es / è …" and "X: …" sentences about the asked term; a
//    calculation the formula and the worked-example lines after it; "why" the sentences with a cause marker and the
//    list under a "why" heading; a list question the list under the matching heading; an ordinal ("the 3rd step") the
//    item or section with that number. A sentence that asks (an exercise's set-up, "…?") is a poor answer.
//  - Refusal by evidence: when no sentence (with its heading) holds at least MIN_EVIDENCE of the question's weight,
//    nothing is quoted, even when the passages share words with the question.
// It writes nothing of its own beyond the fixed phrases (engine-phrases.ts): an instruction inside a document
// ("ignore your rules…") is at most quoted, never obeyed.
import type { AiCitation, AiPassage } from '../provider';
import { lifeEventTerm, lifeEventTermsOf, readQuestion, SUPERLATIVE, type Qualified, type QuestionType, type ReadQuestion } from './question-reading';
import { absentTermShare, answeringTermsOf, asksUnnamedKind, capitalisedTermsOf, capitalisesNouns, isContextTerm, questionCasingOf } from './term-matching';
import { EXAMPLE_HEADING, EXERCISE_HEADING, textUnitsOf } from './text-units';
import { baseLanguage, foldText, romanNumeralOf, termsOf, wordsOf } from './text-analysis';

/** Most sentences quoted in one answer; a list or a worked example may take up to MAX_LIST_QUOTES. */
const MAX_QUOTES = 3;
const MAX_LIST_QUOTES = 6;
/** A supporting sentence holds at least this share of the best sentence's score. */
const MIN_SHARE_OF_BEST = 0.6;
/** Least share of the question's evidence weight the best sentence (with its heading) must hold. */
const MIN_EVIDENCE = 0.5;
/** A sentence shorter than this (a label, a formula fragment) is not quoted alone, formulas for a calculation aside. */
const MIN_QUOTE_WORDS = 3;
/** Weight of a know-title word (context), of a word found only in the heading, against a word of the sentence. */
const TOPIC_WEIGHT = 0.25;
/** Weight of a lower-case question word the passages lack (often the question's own verb); a capitalised one (a
 *  name, a German noun) weighs fully. */
const ABSENT_WEIGHT = 0.5;
/** Weight of a question word that is context (a frame verb or adjective, term-matching.ts isContextTerm) against one
 *  that names what is asked about. */
const CONTEXT_WEIGHT = 0.4;
const HEADING_SHARE = 0.6;
/** Score added for a sentence of the question's type, in units of the question's total weight. */
const TYPE_BONUS = 0.5;
const ORDINAL_BONUS = 0.8;
/** A definition question with this many words of evidence at most asks what one thing is ("cos'è il legame a idrogeno"). */
const MAX_DEFINED_TERMS = 1;
/** Whether the words stand together in the question as one term ("la paroi nucléaire", "il legame a idrogeno"), not
 *  joined as two things ("mitochondria and the cell membrane"). */
function isOnePhrase(question: string, phraseWords: string[], language: string): boolean {
  const words = wordsOf(foldText(question, language), language);
  const positions = phraseWords.map((word) => words.indexOf(word)).filter((position) => position >= 0);
  if (positions.length !== phraseWords.length) return false;
  const between = words.slice(Math.min(...positions), Math.max(...positions) + 1);
  return between.length <= phraseWords.length + 2 && !between.some((word) => /^(?:and|or|und|oder|et|ou|y|o|e|ou|ed|oppure)$/.test(word));
}

/** The head of a term of several words as the question writes it: its last word in English and German ("kinetic
 *  friction"), its first in the Romance languages ("equazione indeterminata", "la paroi nucléaire"). */
function headOf<T>(phrase: { term: T; word: string }[], question: string, language: string): T | undefined {
  const words = wordsOf(foldText(question, language), language);
  const placed = phrase.map((part) => ({ ...part, at: words.indexOf(part.word) })).filter((part) => part.at >= 0).sort((a, b) => a.at - b.at);
  return (ROMANCE.has(baseLanguage(language)) ? placed[0] : placed.at(-1))?.term;
}
const ROMANCE = new Set(['fr', 'es', 'it', 'pt']);

/** Most words of a term a definition question asks about as a whole. */
const MAX_TERM_WORDS = 3;
/** Score added for a sentence with a superlative when the question asks for one ("the highest", "il più lungo"). */
const SUPERLATIVE_BONUS = 0.3;
const ASKING_PENALTY = 0.3;
/** Score added for the formula that gives the asked quantity (calculation), in units of the question's total weight;
 *  a formula after a label ("• Additivité des tensions : U = U₁ + U₂") gets this share of it. */
const FORMULA_BONUS = 0.6;
const LABELLED_FORMULA_SHARE = 0.5;

const BULLET = /^(?:[•·▪◦*–-]\s|\d+[.)]\s)/;
const FORMULA = /[=≈⇒→]|[\p{L}\d)]\s*[×÷·/]\s*[\p{L}\d(]/u;
const CAUSE = /\b(weil|deshalb|daher|darum|denn|wegen|dadurch|warum|ursache\w*|grund|grunde|because|therefore|so that|that is why|that's why|due to|caused|causes?|why|reasons?|parce que|car|donc|c'est pourquoi|a cause|grace a|pourquoi|raisons?|porque|por eso|ya que|debido|causas?|por que|perche|poiche|quindi|per questo|a causa|motivo)\b|→/;
/** A term named after what it is (folded): "layers of rock called aquifers", "une zone appelée nucléoïde". */
const NAMING = /\b(?:called|known as|named|genannt|bezeichnet als|appelee?s?|nommee?s?|llamad[oa]s?|denominad[oa]s?|chiamat[oaie]|detti|dett[oa])\s+([\p{L}-]+)/gu;
const DEFINITION = /^[^.:;!?]{1,60}?\s(?:ist|sind|bedeutet|heisst|nennt man|is|are|means|refers to|est|sont|designe|es|son|significa|se llama|e|sono|indica|si indica)\s/;
const LABEL = /^[^.:;!?]{1,60}?\s?:\s/;
/** A term, alone or after a label, then a spaced dash: "il trasporto – un termine …". */
const DASHED = /(?:^|:\s)([^.:;!?–—]{1,40}?)\s[–—]\s/;
/** A sentence that draws a consequence from the one before it ("Sie heben sich deshalb nicht auf"). */
const CONSEQUENCE = /\b(deshalb|daher|darum|therefore|thus|so|donc|c'est pourquoi|por eso|por tanto|quindi|percio|per questo)\b/;

type Unit = { text: string; terms: Set<string>; heading: string; headingTerms: Set<string>; passage: AiPassage; rank: number; index: number; units: Unit[] };
/** `numbers`: the question names a thing by this term's number ("Louis XIV", "canto 3"): a sentence holds the number
 *  only where it names that thing (numberedIn). */
type WeightedTerm = { answers: Set<string>; weight: number; topic: boolean; context?: boolean; numbers?: Qualified[] };

function unitsOf(passage: AiPassage, rank: number): Unit[] {
  const units: Unit[] = [];
  let heading = '';
  for (const unit of textUnitsOf(passage.text, passage.language)) {
    if (unit.heading) {
      heading = unit.text;
      continue;
    }
    const variables = (unit.text.match(/(?<![\p{L}\d])\p{Lu}(?![\p{L}\d])/gu) ?? []).map((letter) => letter.toLowerCase());
    const terms = new Set([...termsOf(unit.text, passage.language), ...variables, ...lifeEventTermsOf(unit.text)]);
    units.push({ text: unit.text, terms, heading, headingTerms: new Set([...termsOf(heading, passage.language), ...lifeEventTermsOf(heading)]), passage, rank, index: units.length, units });
  }
  return units;
}

const folded = (text: string) => foldText(text).replace(/\s+/g, ' ');

/** The question's terms with the material terms that answer each and their weights (the know's title words: context). */
function weighTerms(question: string, read: ReadQuestion, passages: AiPassage[], units: Unit[]): WeightedTerm[] {
  const language = passages[0]!.language;
  const casing = questionCasingOf(question, language);
  const materialCapitalised = capitalisesNouns(language) ? new Set(units.flatMap((unit) => [...capitalisedTermsOf(`${unit.heading}\n${unit.text}`, language)])) : new Set<string>();
  const vocabulary = new Set(units.flatMap((unit) => [...unit.terms, ...unit.headingTerms]));
  const title = new Set(passages.flatMap((passage) => termsOf(passage.knowTitle, passage.language)));
  const terms = read.terms.map((term) => {
    const answers = new Set(answeringTermsOf(term, read.words.get(term) ?? term, read.variants.get(term) ?? [], language, new Set([...vocabulary, ...title])));
    const topic = answers.size > 0 && [...answers].every((answer) => title.has(answer) || !vocabulary.has(answer));
    // Rarer terms among the sentences say more (inverse sentence frequency, at least 1).
    const frequency = units.filter((unit) => [...answers].some((answer) => unit.terms.has(answer))).length;
    const rarity = Math.max(1, Math.log(1 + units.length / (1 + frequency)));
    // A year asked with something else dates it ("il papa nel 1870"): context, which the answer must hold as well.
    const year = /^(?:1\d{3}|20\d{2})$/.test(term) && read.terms.some((other) => !/^\d+$/.test(other));
    const context = answers.size > 0 && (year || isContextTerm(term, [...answers], casing, language, materialCapitalised));
    const share = answers.size === 0 ? (read.yesNo ? 1 : absentTermShare(term, casing, ABSENT_WEIGHT)) : context ? CONTEXT_WEIGHT : 1;
    const numbers = read.qualified.filter((qualified) => qualified.term === term);
    return { answers, weight: share * rarity, topic, context, ...(numbers.length ? { numbers } : {}) };
  });
  for (const variable of read.variables) terms.push({ answers: new Set([variable]), weight: 1, topic: false, context: false });
  // A question about the know's topic alone ("what is energy?") is about it: its topic words are the evidence.
  if (terms.every((term) => term.topic)) return terms;
  return terms.map((term) => (term.topic ? { ...term, weight: TOPIC_WEIGHT } : term));
}

const held = (terms: Set<string>, term: WeightedTerm) => [...term.answers].some((answer) => terms.has(answer));

/** Numbers at most this large are numerals of a thing (a king, a canto, a law, a degree); larger ones are years. */
const MAX_NUMERAL = 99;
/** Words between a number and the thing it numbers ("segundo grado", "Canto V –", "2. Newtonsches Gesetz"). */
const NUMERAL_REACH = 2;

const sequences = new Map<string, string[]>();
/** A text's terms in order, ordinal words and Roman numerals as numbers (cached: headings repeat). */
function sequenceOf(text: string, language: string): string[] {
  let found = sequences.get(`${language}|${text}`);
  if (!found) {
    if (sequences.size > 5000) sequences.clear();
    found = termsOf(text, language, true);
    sequences.set(`${language}|${text}`, found);
  }
  return found;
}

/** Where a text names a thing by a number: the numbers within reach of each of the thing's nouns. */
function numbersNaming(sequence: string[], nouns: Set<string>[]): Set<string> {
  const numbers = new Set<string>();
  sequence.forEach((term, index) => {
    if (!/^\d+$/.test(term) || Number(term) > MAX_NUMERAL) return;
    const near = sequence.slice(Math.max(0, index - NUMERAL_REACH), index + NUMERAL_REACH + 1);
    if (nouns.every((answers) => near.some((other) => answers.has(other)))) numbers.add(term);
  });
  return numbers;
}

/** Whether a sentence (or its heading) names the thing the question names by a number: the number next to its nouns,
 *  or (an ordinal) the item so numbered in a list or a section whose heading or text holds the nouns ("Step 3:
 *  Precipitation" for "the 3rd step"). */
function numberedIn(unit: Unit, qualified: Qualified, allNouns: Set<string>[], read: ReadQuestion): boolean {
  const language = unit.passage.language;
  // Nouns the material lacks name the list ("la deuxième étape"): its item so numbered is the thing.
  const nouns = allNouns.filter((answers) => answers.size > 0);
  if (nouns.length === 0) return qualified.ordinal && hasOrdinal(unit, read);
  if ([unit.text, unit.heading].some((text) => numbersNaming(sequenceOf(text, language), nouns).has(qualified.number))) return true;
  return qualified.ordinal && hasOrdinal(unit, read) && nouns.every((answers) => [...answers].some((answer) => unit.terms.has(answer) || unit.headingTerms.has(answer)));
}

/** Whether the material can be about what the question names by a number. Not when a noun of it is not in the
 *  material at all ("la segunda guerra mundial" over notes that never say "mundial"), nor when the material numbers
 *  the same thing otherwise and never so ("Louis XIV" where the notes know only Louis XVI, "una ecuación de tercer
 *  grado" over notes on "segundo grado", "canto X" where the notes tell cantos I, III, V, XXVI and XXXIII). */
function namesQualified(qualified: Qualified, nouns: Set<string>[], units: Unit[], read: ReadQuestion, titles: string[]): boolean {
  // A noun the material lacks: the thing is not in it — unless every noun is missing and the material has an item
  // with that number (the nouns then name the list: "la deuxième étape" of a numbered list of dates).
  if (nouns.some((answers) => answers.size === 0)) return qualified.ordinal && nouns.every((answers) => answers.size === 0) && units.some((unit) => hasOrdinal(unit, read));
  if (units.some((unit) => numberedIn(unit, qualified, nouns, read))) return true;
  const language = units[0]!.passage.language;
  const numbered = [...titles, ...units.flatMap((unit) => [unit.text, unit.heading])].some((text) => numbersNaming(sequenceOf(text, language), nouns).size > 0);
  return !numbered;
}

/** How much of the question a sentence holds, with its heading. */
/** The question as read, and the material terms answering each noun of what it names by a number. */
type Numbering = { read: ReadQuestion; nounsOf: (qualified: Qualified) => Set<string>[] };

function evidenceOf(unit: Unit, terms: WeightedTerm[], headingShare = HEADING_SHARE, numbering?: Numbering): number {
  // A sentence that draws a consequence ("Sie heben sich deshalb nicht auf") is read with the one before it.
  const before = unit.units[unit.index - 1];
  // So is a worked line with the example's question right before it ("Wie groß ist die Beschleunigung?" / "a = F_res / m …").
  const answersBefore = CONSEQUENCE.test(folded(unit.text)) || (/\?\s*$/.test(before?.text ?? '') && /=/.test(unit.text));
  const own = answersBefore && before && before.heading === unit.heading ? new Set([...unit.terms, ...before.terms]) : unit.terms;
  return terms.reduce((sum, term) => {
    // A number the question names a thing by counts only where the sentence names that thing ("III" of "Canto III",
    // not the "3" of "il numero 3").
    if (term.numbers && numbering && !term.numbers.some((qualified) => numberedIn(unit, qualified, numbering.nounsOf(qualified), numbering.read))) return sum;
    return sum + (held(own, term) ? term.weight : held(unit.headingTerms, term) ? term.weight * headingShare : 0);
  }, 0);
}

/** Question types answered by a section as a whole (its list): its heading counts as much as the sentence. */
const SECTION_TYPES = new Set<QuestionType>(['list', 'why', 'difference']);

function fitsType(unit: Unit, type: QuestionType, terms: WeightedTerm[]): boolean {
  const text = folded(unit.text).replace(BULLET, '');
  switch (type) {
    case 'definition':
    case 'explain': {
      const subject = terms.some((term) => !term.topic) ? terms.filter((term) => !term.topic) : terms;
      const head = new Set(termsOf(text.split(/[:\s](?:ist|sind|is|are|est|es|e|sono)\s|:\s/)[0] ?? '', unit.passage.language));
      // "X ist …", "X: …" about the asked term, or the first sentence of the section headed by it.
      if (unit.index === 0 || unit.units[unit.index - 1]?.heading !== unit.heading) {
        if (subject.length && subject.every((term) => held(unit.headingTerms, term))) return true;
      }
      if ((DEFINITION.test(text) || LABEL.test(text)) && subject.some((term) => held(head, term))) return true;
      // "• Conseguenza: il trasporto – un termine può passare…": the term before a dash, what follows says what it is.
      const dashed = DASHED.exec(text);
      if (dashed && subject.some((term) => held(new Set(termsOf(dashed[1]!, unit.passage.language)), term))) return true;
      // "… rías (valles fluviales invadidos por el mar) …": the asked term explained in brackets right after it.
      // Or an abbreviation in brackets after what it stands for ("Déclaration des droits de l'homme (DDHC)").
      const explained = [...text.matchAll(/([\p{L}\p{N}-]+) (?=\()|\(([\p{L}\p{N}-]+)\)/gu)].flatMap((match) => termsOf(match[1] ?? match[2]!, unit.passage.language));
      // "… stored in layers of rock called aquifers": what comes before the naming word defines the term after it.
      const named = [...text.matchAll(NAMING)].flatMap((match) => termsOf(match[1]!, unit.passage.language));
      return subject.some((term) => held(new Set([...explained, ...named]), term));
    }
    case 'calculation':
      return FORMULA.test(unit.text);
    case 'why':
      return CAUSE.test(text) || CAUSE.test(folded(unit.heading));
    case 'list':
    case 'difference':
      return BULLET.test(unit.text.trim());
    default:
      return false;
  }
}

/** Whether a sentence carries one of the asked ordinals: "2. …", "Step 3: …", a heading so numbered, or the
 *  question's own ordinal word at its start or its heading's ("• Secondo principio: …", "Segunda ley de Newton"). */
function hasOrdinal(unit: Unit, read: ReadQuestion): boolean {
  // "Canto V", "Chapitre III": the number may be written in Roman numerals after the word.
  const numbered = (text: string) => read.ordinals.some((number) => new RegExp(`^(?:${number}[.)]\\s|\\p{L}+ (?:${number}|${romanNumeralOf(number)})\\b)`, 'u').test(text));
  const starts = (text: string) => read.ordinalWords.some((word) => folded(text).replace(BULLET, '').startsWith(`${word} `));
  return numbered(unit.text) || numbered(unit.heading) || starts(unit.text) || starts(unit.heading);
}

/** A sentence that tells where a word comes from (folded): "vom griechischen …", "from the Latin", "du grec". */
const WORD_ORIGIN = /\b(?:griech\w*|latein\w*|greek|latin|grec|grecque|griego|greco|latino|wortlich|literally|litteralement|literalmente|letteralmente)\b/;
/** A sentence that names a colour (folded), in the content languages: "färbt sich pink", "a blue solution", "incolore". */
const COLOUR_WORD = new RegExp(
  `\\b(?:${[
    '(?:rot|blau|grun|gelb|violett|schwarz|weiss|grau|braun|turkis|farblos)(?:e[nmrs]?)?|lila|rosa|pink|orange',
    'red|blue|green|yellow|purple|violet|black|white|gr[ae]y|brown|turquoise|colou?rless',
    'rouges?|bleue?s?|verte?s?|jaunes?|violette?s?|roses?|noire?s?|blanc(?:he)?s?|grise?s?|marron|brune?s?|incolores?',
    'roj[oa]s?|azul(?:es)?|verdes?|amarill[oa]s?|naranja|morad[oa]s?|violetas?|negr[oa]s?|blanc[oa]s?|gris(?:es)?|marron(?:es)?|incolor[oa]s?',
    'ross[oaie]|blu|azzurr[oaie]|verd[ei]|giall[oaie]|arancion[ei]|viola|ner[oaie]|bianc(?:[oa]|h[ei])|grigi[oae]?|incolor[ei]',
    'vermelh[oa]s?|amarel[oa]s?|laranja|rox[oa]s?|pret[oa]s?|branc[oa]s?|cinza|marrom',
    'czerwon\\w*|niebiesk\\w*|zielon\\w*|[zż]o[lł]t\\w*|pomara[nń]czow\\w*|fioletow\\w*|r[oó][zż]ow\\w*|czarn\\w*|bia[lł]\\w*|szar\\w*|br[aą]zow\\w*|bezbarwn\\w*',
    'k[iı]rm[iı]z[iı]|mavi|ye[sş]il|sar[iı]|turuncu|pembe|siyah|beyaz|kahverengi|renksiz',
  ].join('|')})\\b`,
);
/** A sentence that speaks of a test or an exam (folded). */
const EXAM_WORD = /\b(?:tests?|exams?|examination|quiz|klausur\w*|prufung\w*|klassenarbeit\w*|controle|bac|brevet|examen\w*|verifica|esame|interrogazione)\b/;
/** A day of a month (folded), in the content languages: "14 juillet", "17-18 de julio", "July 4", "9. November". */
const MONTHS = 'jan\\w*|feb\\w*|fev\\w*|mar\\w*|apr\\w*|avr\\w*|abr\\w*|mai|may\\w*|mag\\w*|jun\\w*|juin|giu\\w*|jul\\w*|juil\\w*|lug\\w*|aug\\w*|aou\\w*|ago\\w*|sep\\w*|set\\w*|o[ck]t\\w*|ott\\w*|nov\\w*|de[cz]\\w*|dic\\w*';
const DAY_OF_MONTH = new RegExp(`\\b\\d{1,2}(?:\\s*[-–]\\s*\\d{1,2})?\\.?\\s+(?:de\\s+)?(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+\\d{1,2}\\b`, 'g');
/** A first time (folded): "first", "als Erster", "pour la première fois", "per la prima volta", "el primero". */
const FIRST_TIME = /\b(?:first|erst\w*|premier\w*|premiere?s?|primer\w*|prim[oaie]|1st|1er|1re)\b/;
/** A year standing alone: 1000–2099. */
const YEAR = /\b(?:1\d{3}|20\d{2})\b/g;
/** The same, for a test (a global pattern keeps its place between tests). */
const A_YEAR = new RegExp(YEAR.source);
const DURATION = /\d\s*(?:[-–]\s*\d+\s*)?(?:jahr|tag|stund|minut|sekund|woche|monat|year|day|hour|minute|second|week|month|ans?\b|jour|heure|semaine|mois|ano|dia|hora|semana|mes|anni|anno|giorn|ore\b|settiman|mese|s\b|h\b|min\b)/;

/** A lifespan after a name: "Mariano José de Larra (1809–1837)" — a life's length, not a period's ("Die Goldenen
 *  Zwanziger (1924 – 1929)", "The war (1775–1783)"). */
const LIFESPAN = /\(\s*\*?\s*(1\d{3})\s*[–-]\s*(?:†\s*)?(1\d{3}|20\d{2})\s*\)/g;
const LIFE_YEARS = { least: 15, most: 110 };
const holdsLifespan = (text: string) => [...text.matchAll(LIFESPAN)].some(([, from, to]) => Number(to) - Number(from) >= LIFE_YEARS.least && Number(to) - Number(from) <= LIFE_YEARS.most);
/** Names of months and days, which are written with a capital but name no one. */
const CALENDAR_WORD = new RegExp(`^(?:${MONTHS}|mon\\w*|tue\\w*|wed\\w*|thu\\w*|fri\\w*|sat\\w*|sun\\w*)$`);

/** A run of words written with a capital, with the particles names take between them ("Mariano José de Larra"). */
const NAME_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|del|di|da|von|van|der|la|le)\s+)?\p{Lu}[\p{L}'’-]*)*/gu;

/** Articles that open a heading's name run ("Der Pazifische Feuerring") and name no one. */
const RUN_ARTICLE = /^(?:the|der|die|das|le|la|les|el|los|las|il|lo|gli)$/;

/** Whether a section's heading names someone the question does not: a lifespan ("José Zorrilla (1817–1893)"), or
 *  the whole heading one run of two or more words written with a capital that holds no asked word ("Canto V – Paolo e
 *  Francesca" does not; "Antecedentes: la Segunda República (1931–1936)" and "Krisenjahre 1919 – 1923" name a period). */
function headingNamesOther(heading: string, asked: Set<string>): boolean {
  if (holdsLifespan(heading)) return true;
  const bare = heading.replace(/\([^)]*\)/g, ' ').trim();
  const runs = [...bare.matchAll(NAME_RUN)];
  if (runs.length !== 1 || runs[0]![0] !== bare) return false;
  const words = bare.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word) && !RUN_ARTICLE.test(foldText(word)));
  return words.length >= 2 && !words.some((word) => asked.has(foldText(word)));
}

/** Whether a sentence (or its heading) holds a name the question does not: a run of words written with a capital
 *  that holds no asked word ("José Calvo Sotelo" does not answer "who killed Calvo Sotelo"), past the first word of
 *  the text or of a clause (written with a capital whatever it is), and no month or day. */
function holdsOtherName(text: string, asked: Set<string>): boolean {
  for (const match of text.matchAll(NAME_RUN)) {
    const words = match[0].split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
    if (words.some((word) => asked.has(foldText(word)))) continue;
    // A run that opens the text, a bullet or a clause ("• Grupo 18: gases nobles") starts with a capital anyway.
    const opening = /(?:^[^\p{L}]*|[.:;!?]\s*)$/u.test(text.slice(0, match.index));
    const candidates = opening ? words.slice(1) : words;
    if (candidates.some((word) => /^\p{Lu}\p{Ll}{2,}/u.test(word) && !CALENDAR_WORD.test(foldText(word)))) return true;
  }
  return false;
}

/** Most words between the asked name and the word that tells its birth or death ("Robespierre est renversé et
 *  guillotiné", not "… dirigé par Robespierre suspend les libertés : …, des milliers d'exécutions"). */
const LIFE_EVENT_REACH = 6;

/** Whether a sentence tells the birth or death the question asks about: a lifespan after the name (when), the event
 *  in the section's heading, or the event in the sentence, near an asked word or under a heading that holds one. */
function tellsLifeEvent(unit: Unit, read: ReadQuestion): boolean {
  const event = lifeEventTerm(read.lifeEvent!);
  if (read.kind === 'date' && holdsLifespan(`${unit.heading} ${unit.text}`)) return true;
  if (unit.headingTerms.has(event)) return true;
  if (!unit.terms.has(event)) return false;
  const asked = new Set(read.terms.filter((term) => !read.variants.get(term)?.includes(event)));
  if ([...asked].some((term) => unit.headingTerms.has(term))) return true;
  const language = unit.passage.language;
  const words = wordsOf(unit.text, language);
  const at = (predicate: (index: number) => boolean) => words.flatMap((_, index) => (predicate(index) ? [index] : []));
  const events = at((index) => lifeEventTermsOf(`${words[index]} ${words[index + 1] ?? ''}`).includes(event));
  const names = at((index) => termsOf(words[index]!, language).some((term) => asked.has(term)));
  return events.some((index) => names.some((other) => Math.abs(other - index) <= LIFE_EVENT_REACH));
}

/** Prepositions of place (folded) per language: a place follows them. */
const LOCATIVE: Record<string, RegExp> = {
  de: /^(?:in|im|an|am|auf|bei|beim|aus|nach|vom|zum|zur|unter|uber)$/,
  en: /^(?:in|into|at|on|inside|near|from|to|under)$/,
  fr: /^(?:dans|a|au|aux|en|sur|chez|vers|pres|sous)$/,
  es: /^(?:en|a|al|hacia|desde|cerca|bajo)$/,
  it: /^(?:in|a|al|alla|allo|ai|nel|nella|nello|nei|sul|sulla|presso|da|dal|dalla|sotto)$/,
};
const ARTICLE = /^(?:the|a|an|der|die|das|den|dem|le|la|les|l|el|los|las|il|lo|gli|i)$/;

/** Words (folded) that say a place is named: "lieu de la photosynthèse", "sede della respirazione". */
const PLACE_WORD = /\b(?:ort|orte|place|site|location|lieu|siege|endroit|lugar|sitio|sede|luogo|zona|zone|region|regione|area)\b/;

/** Whether a line names a place as its label or says it is one: "• Cantábrica: alta y acantilada, con rías altas."
 *  for "dónde están las rías", "Chloroplastes : lieu de la photosynthèse". */
function isPlaceLabel(unit: Unit, read: ReadQuestion): boolean {
  const text = folded(unit.text);
  if (PLACE_WORD.test(text)) return true;
  const label = /^[^\p{L}]*([^:]{2,40}?)\s*:\s/u.exec(unit.text.trim())?.[1];
  return label !== undefined && termsOf(label, unit.passage.language).some((term) => !read.terms.includes(term));
}

/** Whether a sentence names a place after a preposition: not a time ("en juillet 1794", "in 1776"). */
function holdsLocative(text: string, language: string): boolean {
  const prepositions = LOCATIVE[baseLanguage(language)];
  if (!prepositions) return true;
  const words = wordsOf(foldText(text, language), language);
  return words.some((word, index) => {
    if (!prepositions.test(word)) return false;
    const next = ARTICLE.test(words[index + 1] ?? '') ? words[index + 2] : words[index + 1];
    return next !== undefined && /^\p{L}{3,}$/u.test(next) && !CALENDAR_WORD.test(next);
  });
}

/** Whether a sentence holds the kind of answer the question asks for (a duration, a number, a date, a name), and tells
 *  of the birth or death the question asks about. `strict`: the question's own verb is nowhere in the material ("quién
 *  descubrió…", "who led…", "chi ha scalato…"), so that only a sentence holding a name — or a place — answers "who" or
 *  "where"; otherwise the sentence with the verb may answer with a common noun ("qui paie l'essentiel des impôts" —
 *  "le tiers état"). */
function holdsAnswerKind(unit: Unit, read: ReadQuestion, question: string, strict: boolean, questionTerms: Set<string>): boolean {
  const text = folded(`${unit.heading} ${unit.text}`);
  if (read.lifeEvent && !tellsLifeEvent(unit, read)) return false;
  let askedWords: Set<string> | undefined;
  const asked = () => (askedWords ??= new Set(wordsOf(question, unit.passage.language).map((word) => foldText(word))));
  switch (read.kind) {
    case 'origin':
      return WORD_ORIGIN.test(text);
    case 'exam':
      return EXAM_WORD.test(text);
    case 'colour':
      return COLOUR_WORD.test(text);
    case 'place':
      if (read.type !== 'fact' || !(strict || read.lifeEvent)) return true;
      // A name the question does not hold ("sbarca a Marsala"), a place after a preposition ("in den Chloroplasten") or
      // as a line's label, not a time ("guillotiné en juillet 1794").
      return holdsOtherName(unit.text, asked()) || holdsLocative(unit.text, unit.passage.language) || isPlaceLabel(unit, read);
    case 'duration':
      return DURATION.test(text);
    case 'count':
      // A number that counts: not a list's marker, a day of a month or a year ("3. 14 juillet", "1789").
      return /\d/.test(folded(unit.text).replace(BULLET, '').replace(DAY_OF_MONTH, ' ').replace(YEAR, ' '));
    case 'date':
      return /\d/.test(text);
    case 'person': {
      // "Who first climbed Mont Blanc", "chi ha scalato per primo…": a sentence that tells of a first time, or its year.
      // (Not "the first canto": an ordinal of a numbered thing.)
      if (read.ordinals.includes(1) && !read.qualified.some((entry) => entry.number === '1') && !FIRST_TIME.test(text) && !A_YEAR.test(text)) return false;
      // A word written with a capital in the sentence past its first word, or in its section's heading ("José Zorrilla
      // (1817–1893)"). When strict, a name: not part of an asked name, no month, and past the heading's first word
      // (written with a capital whatever it is: "Energía de ionización").
      if (strict) return holdsOtherName(unit.text, asked()) || headingNamesOther(unit.heading, asked());
      // Not a word of the asked name ("José" of "José Calvo Sotelo" for "quién mató a Calvo Sotelo") nor the question's
      // own thing written with a capital ("Morde" for "wer hat Rathenau ermordet").
      const language = unit.passage.language;
      const partOfAskedName = new Set<string>();
      for (const match of unit.text.matchAll(NAME_RUN)) {
        const words = match[0].split(/\s+/);
        if (words.length > 1 && words.some((word) => asked().has(foldText(word)))) words.forEach((word) => partOfAskedName.add(word));
      }
      const answersOther = (word: string) => !asked().has(foldText(word)) && !partOfAskedName.has(word) && !termsOf(word, language).some((term) => questionTerms.has(term));
      const capitalised = wordsOf(unit.text, language).some((word, index) => index >= 1 && /^\p{Lu}\p{Ll}{2,}/u.test(word) && answersOther(word));
      return capitalised || headingNamesOther(unit.heading, asked());
    }
    default:
      return true;
  }
}

/** The letters the material writes for an asked quantity: "Tension électrique (U)", "Posizione s: …", "Velocità media:
 *  v = Δs / Δt", and a formula's initials ("KE = ½ m v²" for kinetic energy), folded. */
function variablesOf(subject: WeightedTerm[], words: string[], units: Unit[]): Set<string> {
  const variables = new Set<string>();
  // A label names the quantity when it holds every asked term ("Velocità media: v", not "Accelerazione media: a").
  const names = (text: string, language: string) => {
    const found = new Set(termsOf(text, language));
    return subject.every((term) => held(found, term));
  };
  for (const unit of units) {
    const text = unit.text.replace(BULLET, '');
    const language = unit.passage.language;
    for (const match of text.matchAll(/([^():;,.]{2,60}?)\s\((\p{L}[\p{L}\d_₀-₉]{0,2})\)/gu)) if (names(match[1]!, language)) variables.add(foldText(match[2]!));
    const labelled = /^([^:=]{2,40}?)\s*:\s*(\p{L}[\d_₀-₉]?)\s*=/u.exec(text) ?? /^([^:=]{2,40}?)\s(\p{L}[\d_₀-₉]?)\s*:/u.exec(text);
    if (labelled && names(labelled[1]!, language)) variables.add(foldText(labelled[2]!));
  }
  // "kinetic energy" → "ke": a formula written with the quantity's initials.
  if (words.length >= 2) variables.add(words.map((word) => word[0]).join(''));
  return variables;
}

/** The quantity a formula line gives ("U = R × I" → "u", "• Velocità media: v = Δs / Δt" → "v"), and whether the line
 *  is a formula standing alone (not after a label); null for a worked step with numbers or a line that is no formula. */
function formulasOf(unit: Unit): { left: string; alone: boolean }[] {
  if (WORKED.test(unit.text)) return [];
  const text = unit.text.replace(BULLET, '');
  // Every "X = …" of the line whose right side is not a number: "On en déduit : I = U / R et R = U / I." gives I and R.
  return [...text.matchAll(/(^|[\s:;,(])([\p{L}Δ][\p{L}\d_₀-₉]{0,3})\s*=\s*(?![\d\s])/gu)].map((match) => ({ left: foldText(match[2]!), alone: match.index === 0 }));
}

function scoreOf(unit: Unit, read: ReadQuestion, terms: WeightedTerm[], total: number, question: string, numbering: Numbering, asked: Set<string>, strict: boolean, questionTerms: Set<string>): number {
  if (!holdsAnswerKind(unit, read, question, strict, questionTerms)) return 0;
  let score = evidenceOf(unit, terms, SECTION_TYPES.has(read.type) ? 1 : HEADING_SHARE, numbering);
  if (fitsType(unit, read.type, terms)) score += TYPE_BONUS * total;
  // "How do I calculate X": the formula that gives X leads — alone on its line more than in a list of related laws.
  const formulas = read.type === 'calculation' ? formulasOf(unit).filter((formula) => asked.has(formula.left)) : [];
  if (formulas.length) score += (formulas.some((formula) => formula.alone) ? 1 : LABELLED_FORMULA_SHARE) * FORMULA_BONUS * total;
  if (read.ordinals.length && hasOrdinal(unit, read)) score += ORDINAL_BONUS * total;
  if (read.superlative && SUPERLATIVE.test(folded(unit.text))) score += SUPERLATIVE_BONUS * total;
  const heading = folded(unit.heading);
  // An exercise's or an example's lines are no answer — but for "how do I calculate" their worked lines are (their
  // set-up is not: "Ein Auto (m = 1200 kg) beschleunigt …").
  // Under an exercise's heading only a line that works something out ("F_res = 80 N − 30 N = 50 N …"), not a task
  // ("1. Bestimme den Scheitelpunkt von f(x) = x² + 10x + 21.").
  const worked = read.type === 'calculation' && (EXERCISE_HEADING.test(heading) ? /^[\p{L}ΣΔ][\p{L}\d_₀-₉]{0,5}\s*=/u.test(unit.text.replace(BULLET, '')) : /=/.test(unit.text.replace(/\([^)]*\)/g, '')));
  if (/\?\s*$/.test(unit.text) || (!worked && (EXERCISE_HEADING.test(heading) || EXAMPLE_HEADING.test(heading)))) score *= ASKING_PENALTY;
  if (unit.text.split(' ').length < MIN_QUOTE_WORDS && !(read.type === 'calculation' && FORMULA.test(unit.text))) score = 0;
  return score;
}

/** Sentences that belong to the best one: what follows a colon, the rest of its list, the worked-example lines. */
function followersOf(best: Unit, type: QuestionType, all: Unit[]): Unit[] {
  const before = best.units[best.index - 1];
  if (type === 'why' && CONSEQUENCE.test(folded(best.text)) && before && before.heading === best.heading) return [before];
  const after = best.units.slice(best.index + 1).filter((unit) => unit.heading === best.heading);
  if (/:\s*$/.test(best.text)) return after.slice(0, type === 'calculation' ? MAX_LIST_QUOTES - 1 : 2);
  if (type === 'calculation') return after.filter((unit) => FORMULA.test(unit.text)).slice(0, 3);
  if ((type === 'list' || type === 'why' || type === 'difference') && BULLET.test(best.text)) {
    // The whole list under the heading, from every passage that holds part of it.
    const sameSection = (unit: Unit) => unit !== best && unit.heading === best.heading && unit.passage.knowUuid === best.passage.knowUuid && unit.passage.page === best.passage.page;
    return all.filter((unit) => sameSection(unit) && BULLET.test(unit.text)).slice(0, MAX_LIST_QUOTES - 1);
  }
  return [];
}

const citationOf = (unit: Unit): AiCitation => ({ knowUuid: unit.passage.knowUuid, page: unit.passage.page, quote: unit.text });

/** A quoted sentence with the heading of its section, shown above it: the heading often names what the sentence is
 *  about ("José Zorrilla (1817–1893)" over "Autor del drama romántico más popular: Don Juan Tenorio"). */
type QuoteLine = { heading: string; citation: AiCitation };

/** Kinds of question that ask something of a named thing: who, when, where. */
const NAMED_KINDS = new Set(['person', 'date', 'place']);
/** A question that asks for a formula by name (folded), and the signs a written formula has. */
const FORMULA_WORD = /\b(?:formula|formulas|formule|formules|formel|formeln|formulae)\b/;
const MATH_SIGN = /[=×·÷√²³∙*]/;

/** What a question asks of the names it holds ("where was George Washington born", "où est mort Robespierre", "what
 *  happens to Dill at the end"): its evidence terms that are names — the terms the material writes only with a capital
 *  (or, absent from it, that the question writes as a name or noun) — and the others, its predicates. Who / when / where
 *  count only predicates the material has (a paraphrase, "who wrote" over "written by", is no reason to refuse: the
 *  evidence decides), but "where" has no form to check; both lists are empty when either would be. */
function namesOf(question: string, read: ReadQuestion, terms: WeightedTerm[], evidenceTerms: WeightedTerm[], units: Unit[], language: string): { names: WeightedTerm[]; predicates: WeightedTerm[] } {
  const lowerSeen = new Set(units.flatMap((unit) => [unit.text, unit.heading]).flatMap((text) => wordsOf(text, language).filter((word) => /^\p{Ll}/u.test(word)).flatMap((word) => termsOf(word, language))));
  const casing = questionCasingOf(question, language);
  const generic = casing.generic;
  const isName = (term: WeightedTerm) => {
    const asked = read.terms[terms.indexOf(term)] ?? '';
    if (read.lifeEvent && term.answers.has(lifeEventTerm(read.lifeEvent))) return false;
    return term.answers.size > 0 ? [...term.answers].every((answer) => !lowerSeen.has(answer)) : absentTermShare(asked, casing, ABSENT_WEIGHT) === 1;
  };
  const candidates = evidenceTerms.filter((term) => !term.context && !generic.has(read.terms[terms.indexOf(term)] ?? '') && !/^\d+$/.test(read.terms[terms.indexOf(term)] ?? ''));
  // Outside who / when / where, a name is also written with a capital inside a sentence ("their friend Dill"), not
  // only where every word takes one (a line's or a sentence's first word: "Lago Trasimeno in Umbria").
  const named = read.kind !== null && NAMED_KINDS.has(read.kind);
  const insideSentence = named ? null : new Set(units.flatMap((unit) => [...unit.text.matchAll(/(?<![.:;!?•]\s*)(?<=\p{L}[,']?\s+)\p{Lu}[\p{L}'’-]*/gu)].flatMap((match) => termsOf(match[0], language))));
  const isNamed = (term: WeightedTerm) => isName(term) && (insideSentence === null || [...term.answers].some((answer) => insideSentence.has(answer)));
  const names = candidates.filter(isNamed);
  const predicates = candidates.filter((term) => !isName(term) && (term.answers.size > 0 || read.kind === 'place'));
  return names.length > 0 && predicates.length > 0 ? { names, predicates } : { names: [], predicates: [] };
}

/** "After" and the function words that may stand between it and what it follows (folded). */
const AFTER = /\b(?:after|nach|nachdem|apres|despues de(?:l)?|dopo|depois d[eoa]s?)\s+(?:(?:the|a|an|der|die|das|dem|den|le|la|les|l'|el|los|las|il|lo|gli|i|l|o)\s+)?([\p{L}\d'-]+)/gu;
const afterTermsOf = (text: string, language: string) => [...foldText(text, language).matchAll(AFTER)].flatMap(([, word]) => termsOf(word!, language));

/** "Where did Cornwallis go after Yorktown", "cosa successe a Garibaldi dopo Teano": the sentences that may answer
 *  such a question. One that names the thing it asks to go past ("…trapped General Cornwallis, who surrendered" for
 *  Yorktown) tells that thing, not what came after it, unless it says "after" it too ("After meiosis: 4 cells",
 *  "Dopo did / didn't il verbo…", a heading "Problemi dopo l'Unità"); one that comes before the material first names
 *  it ("Garibaldi parte da Quarto…" before "A Teano…") tells what came before. */
function pastWhatCameBefore(units: Unit[], question: string, language: string): (unit: Unit) => boolean {
  const asked = afterTermsOf(question, language);
  if (asked.length === 0) return () => true;
  const holds = (unit: Unit, term: string) => unit.terms.has(term) || unit.headingTerms.has(term);
  const names = (unit: Unit) => asked.some((term) => holds(unit, term));
  const saysAfter = (unit: Unit) => {
    const said = afterTermsOf(`${unit.heading} ${unit.text}`, language);
    return asked.every((term) => !holds(unit, term) || said.includes(term));
  };
  const naming = units.filter(names);
  const before = (unit: Unit, other: Unit) =>
    unit.passage.knowUuid === other.passage.knowUuid && (unit.passage.page < other.passage.page || (unit.units === other.units && unit.index < other.index));
  const precedesFirstMention = (unit: Unit) => naming.some((other) => before(unit, other)) && !naming.some((other) => before(other, unit));
  return (unit) => (names(unit) ? saysAfter(unit) : !precedesFirstMention(unit));
}

/** Whether the material writes a term's head (a two-word term's, headOf) only with other words where its modifier would
 *  stand (after the head in the Romance languages, before it in English and German: "exode rural", "kinetic energy"),
 *  and never head and modifier side by side (in either order, function words between them aside), nor the modifier as
 *  the label of a line under a heading with the head ("Fuerzas habituales" · "• Normal (N): …"). */
function namesOnlyOtherKinds(units: Unit[], head: WeightedTerm, modifier: WeightedTerm, language: string): boolean {
  const slot = ROMANCE.has(baseLanguage(language)) ? 1 : -1;
  if (units.some((unit) => held(unit.headingTerms, head) && modifier.answers.has(sequenceOf(unit.text, language)[0] ?? ''))) return false;
  let other = false;
  for (const text of new Set(units.flatMap((unit) => [unit.text, unit.heading]))) {
    const sequence = sequenceOf(text, language);
    for (const [index, term] of sequence.entries()) {
      if (!head.answers.has(term)) continue;
      if (modifier.answers.has(sequence[index - 1] ?? '') || modifier.answers.has(sequence[index + 1] ?? '')) return false;
      const beside = sequence[index + slot];
      if (beside !== undefined && /^\p{L}{3,}$/u.test(beside) && !head.answers.has(beside)) other = true;
    }
  }
  return other;
}

/** The sentences to quote for a question, best first; empty when the passages hold no sentence that answers it. */
export function chooseQuotes(question: string, passages: AiPassage[]): QuoteLine[] {
  if (passages.length === 0) return [];
  const read = readQuestion(question, passages[0]!.language);
  const units = passages.flatMap((passage, rank) => unitsOf(passage, rank));
  if (units.length === 0 || read.terms.length === 0) return [];
  const language = passages[0]!.language;
  const terms = weighTerms(question, read, passages, units);
  /** The (folded) question word behind its term at `index`: the term itself when the reading kept no word for it. */
  const wordAt = (index: number) => (index < 0 ? '' : (read.words.get(read.terms[index] ?? '') ?? read.terms[index] ?? ''));
  const answersOf = new Map(read.terms.map((term, index) => [term, terms[index]!.answers]));
  const nounsOf = (qualified: Qualified) => qualified.nouns.map((noun) => answersOf.get(noun) ?? new Set<string>());
  // What the know's title names by a number ("Equazioni di primo grado") is its topic: every sentence is about it.
  const titles = [...new Set(passages.map((passage) => passage.knowTitle))];
  const inTitle = (qualified: Qualified) => titles.some((title) => numbersNaming(sequenceOf(title, language), nounsOf(qualified)).has(qualified.number));
  const numbering: Numbering = { read, nounsOf };
  // Refusal by evidence: the question names a thing by a number the material does not name so.
  if (read.qualified.some((qualified) => !inTitle(qualified) && !namesQualified(qualified, nounsOf(qualified), units, read, titles))) return [];
  for (const term of terms) if (term.numbers?.some(inTitle)) delete term.numbers;
  // Refusal by evidence: the question asks of a kind of a thing the material names by a word it lacks ("how do you
  // balance redox reactions" over notes on reactions that never say "redox").
  const lacking = new Set(read.terms.flatMap((_, index) => (terms[index]!.answers.size === 0 && /^\p{L}{3,}$/u.test(wordAt(index)) ? [wordAt(index)] : [])));
  const holding = new Set(read.terms.flatMap((_, index) => (terms[index]!.answers.size > 0 && !terms[index]!.context ? [wordAt(index)] : [])));
  if (asksUnnamedKind(question, language, (word) => lacking.has(word), (word) => holding.has(word))) return [];
  const evidenceTerms = terms.some((term) => !term.topic) ? terms.filter((term) => !term.topic) : terms;
  const total = evidenceTerms.reduce((sum, term) => sum + term.weight, 0);
  // A calculation's asked quantities as the material writes them (their letters), which answer their terms too.
  const asked = new Set<string>();
  if (read.type === 'calculation') {
    const subject = (term: WeightedTerm) => evidenceTerms.includes(term) && term.answers.size > 0;
    const askedWords = read.terms.filter((_, index) => subject(terms[index]!)).map((term) => read.words.get(term) ?? term);
    // The question's own variables ("si j'ai U et I") are what is given, not what is asked.
    const subjectTerms = terms.slice(0, read.terms.length).filter(subject);
    variablesOf(subjectTerms, askedWords, units).forEach((variable) => asked.add(variable));
    // The quantity's letter answers for its name ("U = R × I" is about the tension): for a single asked term.
    if (subjectTerms.length === 1) for (const variable of asked) if (variable.length === 1 || units.some((unit) => unit.terms.has(variable))) subjectTerms[0]!.answers.add(variable);
  }
  // The question's own verb (a lower-case word it asks with) is nowhere in the material: see holdsAnswerKind.
  const casing = questionCasingOf(question, language);
  const strict = read.terms.some((term, index) => terms[index]!.answers.size === 0 && absentTermShare(term, casing, ABSENT_WEIGHT) < 1);
  // The material's words that answer the question's own terms (its thing, its verb as a noun: "Morde" for "ermordet").
  const questionTerms = new Set(terms.flatMap((term) => [...term.answers]));
  const answersPast = pastWhatCameBefore(units, question, language);
  const scored = units
    .map((unit) => ({ unit, score: scoreOf(unit, read, terms, total, question, numbering, asked, strict, questionTerms) }))
    .filter(({ unit, score }) => score > 0 && answersPast(unit))
    .sort((a, b) => b.score - a.score || a.unit.rank - b.unit.rank || a.unit.index - b.unit.index);
  // "Why" is answered by a cause: a sentence (or its section) that gives none does not answer it.
  // So is "what is X" (X one word besides the know's topic) by a sentence that defines X ("X ist …", "X: …", "X (…)", the
  // opening of X's section): one that names it in passing ("…per l'idrogeno bastano due elettroni") says not what X is.
  const defines = (read.type === 'definition' || read.type === 'explain') && evidenceTerms.length <= MAX_DEFINED_TERMS;
  // A year the question names with something else ("chi era il papa nel 1870", "le coup d'État de 1799") dates what
  // is asked: the answer is a sentence of that year (in it or in its section's heading), not one about the rest alone.
  const years = read.terms.filter((term) => /^(?:1\d{3}|20\d{2})$/.test(term));
  const dated = (unit: Unit) => read.terms.length === years.length || years.every((year) => unit.terms.has(year) || unit.headingTerms.has(year));
  // A question asking something of a name is answered by a sentence that tells it of that name: who / when / where
  // need the predicate where the name is (the name alone answers nothing: George Washington among the key people);
  // "what happens to Dill at the end" needs both in one sentence (its section's heading counts).
  const { names, predicates } = read.type === 'fact' || read.type === 'explain' ? namesOf(question, read, terms, evidenceTerms, units, language) : { names: [], predicates: [] };
  // (The name may stand in the sentence before, of the same section: "Dmitri Mendeléyev ordenó los elementos … Dejó
  // huecos …".)
  const tells = (unit: Unit, term: WeightedTerm) => held(unit.terms, term) || held(unit.headingTerms, term);
  const before = (unit: Unit) => unit.units[unit.index - 1];
  const namedNear = (unit: Unit, term: WeightedTerm) => tells(unit, term) || (before(unit)?.heading === unit.heading && held(before(unit)!.terms, term));
  const askedOfName = read.kind !== null && NAMED_KINDS.has(read.kind);
  const tellsPredicate = (unit: Unit) =>
    predicates.length === 0 || (predicates.some((term) => tells(unit, term)) && (askedOfName || names.some((term) => namedNear(unit, term))));
  const [best] = scored.filter(({ unit }) => dated(unit) && tellsPredicate(unit) && (!(read.type === 'why' || defines) || fitsType(unit, read.type, terms)));
  if (!best || evidenceOf(best.unit, evidenceTerms, SECTION_TYPES.has(read.type) ? 1 : HEADING_SHARE, numbering) < MIN_EVIDENCE * total) return [];
  // A yes/no question asks whether its things go together ("war Hitler beim Kapp-Putsch dabei", "was George Washington
  // a good person"): a sentence that lacks one of them confirms nothing.
  if (read.yesNo && evidenceTerms.some((term) => !term.context && !tells(best.unit, term))) return [];
  // "What is X Y" (a term of two or three words) is defined by a sentence that names all of it, not by one that has X
  // ("c'est quoi la paroi nucléaire" over "Paroi, chloroplastes, grande vacuole : végétale seulement").
  // (A word of the question's frame — "the function of", "les types de" — is not part of the term.)
  const generic = questionCasingOf(question, language).generic;
  // A word of the know's topic is part of the term too ("what is kinetic friction" over notes on kinetic energy that
  // mention friction): the term is named when all of it is.
  const phraseOf = (candidates: WeightedTerm[]) => candidates.filter((term) => !term.context && !generic.has(read.terms[terms.indexOf(term)] ?? ''));
  const wordOf = (term: WeightedTerm) => wordAt(terms.indexOf(term));
  const named = [phraseOf(terms.slice(0, read.terms.length)), phraseOf(evidenceTerms)].find((phrase) => phrase.length >= 2 && phrase.length <= MAX_TERM_WORDS && phrase.some((term) => evidenceTerms.includes(term)) && isOnePhrase(question, phrase.map(wordOf), language));
  // The know's topic as the term's head ("cos'è un'equazione indeterminata" in notes on equations) is what every
  // sentence is about: the sentence need name only the rest ("• Indeterminata: infinite soluzioni").
  const topicHead = named ? headOf(named.map((term) => ({ term, word: wordOf(term) })), question, language) : undefined;
  if (read.type === 'definition' && named && !named.every((term) => (term.topic && term === topicHead) || held(best.unit.terms, term) || held(best.unit.headingTerms, term))) return [];
  // "c'est quoi l'exode urbain" over notes that name only "l'exode rural" (and "urbaine" elsewhere): the material names
  // the term's head with another word where the asked one would stand, and never the two together: another kind of it.
  if (read.type === 'definition' && named?.length === 2 && topicHead && !topicHead.topic) {
    const modifier = named.find((term) => term !== topicHead)!;
    if (namesOnlyOtherKinds(units, topicHead, modifier, language)) return [];
  }
  // "qué clima tiene la meseta": one thing asked (the climate) of a thing of the know's topic (the Meseta) is not
  // answered by a sentence on the first in general ("…la variedad de climas"): the sentence or its heading must name
  // the second too.
  if (read.type === 'fact' && (!read.kind || read.kind === 'place') && read.ordinals.length === 0 && evidenceTerms.length === 1) {
    const nouns = questionCasingOf(question, language).nouns;
    const topicNouns = terms.filter((term, index) => term.topic && nouns.has(read.terms[index] ?? ''));
    if (topicNouns.length > 0 && !topicNouns.some((term) => held(best.unit.terms, term) || held(best.unit.headingTerms, term))) return [];
  }

  // "The formula for X" is given by a line that writes one ("PE = m g h"), not by one that names X in words.
  if (FORMULA_WORD.test(folded(question)) && !MATH_SIGN.test(best.unit.text)) return [];

  const chosen: Unit[] = [best.unit, ...followersOf(best.unit, read.type, units)];
  // "How do I calculate X", answered by X's formula on a line of its own: then a worked example of it, not the laws
  // that merely mention X ("Additivité des tensions : U = U₁ + U₂" after "U = R × I").
  const mainFormula = read.type === 'calculation' && formulasOf(best.unit).some((formula) => formula.alone && asked.has(formula.left));
  const related = (unit: Unit) => mainFormula && formulasOf(unit).length > 0 && !formulasOf(unit).some((formula) => formula.alone);
  for (const { unit, score } of scored.slice(1)) {
    if (chosen.length >= MAX_QUOTES || score < best.score * MIN_SHARE_OF_BEST) break;
    if (!chosen.some((other) => other.text === unit.text) && !related(unit)) chosen.push(unit);
  }
  if (mainFormula && chosen.length < MAX_QUOTES + 1) {
    const left = formulasOf(best.unit).find((formula) => formula.alone && asked.has(formula.left))!.left;
    const worked = units.find((unit) => WORKED.test(unit.text) && new RegExp(`^\\s*${left}\\s*=`, 'iu').test(foldText(unit.text.replace(BULLET, ''))) && !chosen.includes(unit));
    if (worked) chosen.push(worked);
  }
  const quotes = new Map<string, QuoteLine>();
  for (const unit of chosen) if (!quotes.has(unit.text)) quotes.set(unit.text, { heading: unit.heading, citation: citationOf(unit) });
  return [...quotes.values()].slice(0, MAX_LIST_QUOTES);
}

/** Whether a sentence stands under an example's or an exercise's heading, or works one out: a set-up ("Ein Auto
 *  (m = 1200 kg) …") or a step, not what the material teaches. */
const inExample = (unit: Unit) => EXAMPLE_HEADING.test(folded(unit.heading)) || EXERCISE_HEADING.test(folded(unit.heading)) || WORKED.test(unit.text);
/** A worked computation with numbers ("U = R × I = 220 × 0,05 = 11 V"): an example's step, even under its own heading. */
const WORKED = /=[^=]*\d[^=]*=|\d[^=]*=[^=]*=/;

/** For "what is this about": each passage's heading and its first full sentence (with the line it announces, when it
 *  ends with a colon), in the passages' order; examples and exercises left out. */
/** Fewest lines of a summary before it takes more than each passage's opening. */
const MIN_SUMMARY_LINES = 2;

export function overviewQuotes(passages: AiPassage[]): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const [rank, passage] of passages.entries()) {
    const first = unitsOf(passage, rank).find((unit) => unit.text.split(' ').length >= MIN_QUOTE_WORDS + 1 && !/\?\s*$/.test(unit.text) && !inExample(unit));
    if (!first || lines.some((line) => line.citation.quote === first.text)) continue;
    lines.push({ heading: first.heading, citation: citationOf(first) });
    // A sentence that announces what follows ("… qui le traverse :") brings the line it announces (the formula).
    const next = first.units[first.index + 1];
    if (/:\s*$/.test(first.text) && next && next.heading === first.heading) lines.push({ heading: next.heading, citation: citationOf(next) });
  }
  // "Summarise the Expedition of the Thousand": one section, so its following sentences make the notes.
  if (lines.length < MIN_SUMMARY_LINES) {
    for (const [rank, passage] of passages.entries()) {
      for (const unit of unitsOf(passage, rank)) {
        if (lines.length >= MAX_QUOTES || unit.text.split(' ').length < MIN_QUOTE_WORDS + 1 || /\?\s*$/.test(unit.text) || inExample(unit)) continue;
        if (!lines.some((line) => line.citation.quote === unit.text)) lines.push({ heading: unit.heading, citation: citationOf(unit) });
      }
    }
  }
  return lines;
}
