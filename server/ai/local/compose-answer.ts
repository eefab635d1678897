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
import { readQuestion, SUPERLATIVE, type Qualified, type QuestionType, type ReadQuestion } from './question-reading';
import { absentTermShare, answeringTermsOf, capitalisedTermsOf, capitalisesNouns, isContextTerm, questionCasingOf } from './term-matching';
import { EXAMPLE_HEADING, EXERCISE_HEADING, textUnitsOf } from './text-units';
import { foldText, romanNumeralOf, termsOf, wordsOf } from './text-analysis';

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
const DEFINITION = /^[^.:;!?]{1,60}?\s(?:ist|sind|bedeutet|heisst|nennt man|is|are|means|refers to|est|sont|designe|es|son|significa|se llama|e|sono|indica|si indica)\s/;
const LABEL = /^[^.:;!?]{1,60}?\s?:\s/;
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
    units.push({ text: unit.text, terms: new Set([...termsOf(unit.text, passage.language), ...variables]), heading, headingTerms: new Set(termsOf(heading, passage.language)), passage, rank, index: units.length, units });
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
      // "… rías (valles fluviales invadidos por el mar) …": the asked term explained in brackets right after it.
      // Or an abbreviation in brackets after what it stands for ("Déclaration des droits de l'homme (DDHC)").
      const explained = [...text.matchAll(/([\p{L}\p{N}-]+) (?=\()|\(([\p{L}\p{N}-]+)\)/gu)].flatMap((match) => termsOf(match[1] ?? match[2]!, unit.passage.language));
      return subject.some((term) => held(new Set(explained), term));
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

/** A day of a month (folded), in the content languages: "14 juillet", "17-18 de julio", "July 4", "9. November". */
const MONTHS = 'jan\\w*|feb\\w*|fev\\w*|mar\\w*|apr\\w*|avr\\w*|abr\\w*|mai|may\\w*|mag\\w*|jun\\w*|juin|giu\\w*|jul\\w*|juil\\w*|lug\\w*|aug\\w*|aou\\w*|ago\\w*|sep\\w*|set\\w*|o[ck]t\\w*|ott\\w*|nov\\w*|de[cz]\\w*|dic\\w*';
const DAY_OF_MONTH = new RegExp(`\\b\\d{1,2}(?:\\s*[-–]\\s*\\d{1,2})?\\.?\\s+(?:de\\s+)?(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+\\d{1,2}\\b`, 'g');
/** A year standing alone: 1000–2099. */
const YEAR = /\b(?:1\d{3}|20\d{2})\b/g;
const DURATION = /\d\s*(?:[-–]\s*\d+\s*)?(?:jahr|tag|stund|minut|sekund|woche|monat|year|day|hour|minute|second|week|month|ans?\b|jour|heure|semaine|mois|ano|dia|hora|semana|mes|anni|anno|giorn|ore\b|settiman|mese|s\b|h\b|min\b)/;

/** Whether a sentence holds the kind of answer the question asks for (a duration, a number, a date, a name). */
function holdsAnswerKind(unit: Unit, read: ReadQuestion, question: string): boolean {
  const text = folded(`${unit.heading} ${unit.text}`);
  switch (read.kind) {
    case 'duration':
      return DURATION.test(text);
    case 'count':
      // A number that counts: not a list's marker, a day of a month or a year ("3. 14 juillet", "1789").
      return /\d/.test(folded(unit.text).replace(BULLET, '').replace(DAY_OF_MONTH, ' ').replace(YEAR, ' '));
    case 'date':
      return /\d/.test(text);
    case 'person': {
      // A name in the sentence past its first word, or in its section's heading ("José Zorrilla (1817–1893)").
      const asked = new Set(wordsOf(question, unit.passage.language).map((word) => foldText(word)));
      const names = (text: string, from: number) => wordsOf(text, unit.passage.language).some((word, index) => index >= from && /^\p{Lu}\p{Ll}{2,}/u.test(word) && !asked.has(foldText(word)));
      return names(unit.text, 1) || names(unit.heading, 0);
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

function scoreOf(unit: Unit, read: ReadQuestion, terms: WeightedTerm[], total: number, question: string, numbering: Numbering, asked: Set<string>): number {
  if (!holdsAnswerKind(unit, read, question)) return 0;
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

/** The sentences to quote for a question, best first; empty when the passages hold no sentence that answers it. */
export function chooseQuotes(question: string, passages: AiPassage[]): QuoteLine[] {
  if (passages.length === 0) return [];
  const read = readQuestion(question, passages[0]!.language);
  const units = passages.flatMap((passage, rank) => unitsOf(passage, rank));
  if (units.length === 0 || read.terms.length === 0) return [];
  const language = passages[0]!.language;
  const terms = weighTerms(question, read, passages, units);
  const answersOf = new Map(read.terms.map((term, index) => [term, terms[index]!.answers]));
  const nounsOf = (qualified: Qualified) => qualified.nouns.map((noun) => answersOf.get(noun) ?? new Set<string>());
  // What the know's title names by a number ("Equazioni di primo grado") is its topic: every sentence is about it.
  const titles = [...new Set(passages.map((passage) => passage.knowTitle))];
  const inTitle = (qualified: Qualified) => titles.some((title) => numbersNaming(sequenceOf(title, language), nounsOf(qualified)).has(qualified.number));
  const numbering: Numbering = { read, nounsOf };
  // Refusal by evidence: the question names a thing by a number the material does not name so.
  if (read.qualified.some((qualified) => !inTitle(qualified) && !namesQualified(qualified, nounsOf(qualified), units, read, titles))) return [];
  for (const term of terms) if (term.numbers?.some(inTitle)) delete term.numbers;
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
  const scored = units
    .map((unit) => ({ unit, score: scoreOf(unit, read, terms, total, question, numbering, asked) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.unit.rank - b.unit.rank || a.unit.index - b.unit.index);
  // "Why" is answered by a cause: a sentence (or its section) that gives none does not answer it.
  // So is "what is X" (X one word besides the know's topic) by a sentence that defines X ("X ist …", "X: …", "X (…)", the
  // opening of X's section): one that names it in passing ("…per l'idrogeno bastano due elettroni") says not what X is.
  const defines = (read.type === 'definition' || read.type === 'explain') && evidenceTerms.length <= MAX_DEFINED_TERMS;
  // A year the question names with something else ("chi era il papa nel 1870", "le coup d'État de 1799") dates what
  // is asked: the answer is a sentence of that year (in it or in its section's heading), not one about the rest alone.
  const years = read.terms.filter((term) => /^(?:1\d{3}|20\d{2})$/.test(term));
  const dated = (unit: Unit) => read.terms.length === years.length || years.every((year) => unit.terms.has(year) || unit.headingTerms.has(year));
  const [best] = scored.filter(({ unit }) => dated(unit) && (!(read.type === 'why' || defines) || fitsType(unit, read.type, terms)));
  if (!best || evidenceOf(best.unit, evidenceTerms, SECTION_TYPES.has(read.type) ? 1 : HEADING_SHARE, numbering) < MIN_EVIDENCE * total) return [];
  // "What is X Y" (a term of two or three words) is defined by a sentence that names all of it, not by one that has X
  // ("c'est quoi la paroi nucléaire" over "Paroi, chloroplastes, grande vacuole : végétale seulement").
  // (A word of the question's frame — "the function of", "les types de" — is not part of the term.)
  const generic = questionCasingOf(question, language).generic;
  const named = evidenceTerms.filter((term) => !term.context && !generic.has(read.terms[terms.indexOf(term)] ?? ''));
  if (read.type === 'definition' && named.length >= 2 && named.length <= MAX_TERM_WORDS && isOnePhrase(question, named.map((term) => read.words.get(read.terms[terms.indexOf(term)] ?? '') ?? ''), language)) {
    if (!named.every((term) => held(best.unit.terms, term) || held(best.unit.headingTerms, term))) return [];
  }
  // "qué clima tiene la meseta": one thing asked (the climate) of a thing of the know's topic (the Meseta) is not
  // answered by a sentence on the first in general ("…la variedad de climas"): the sentence or its heading must name
  // the second too.
  if (read.type === 'fact' && !read.kind && read.ordinals.length === 0 && evidenceTerms.length === 1) {
    const nouns = questionCasingOf(question, language).nouns;
    const topicNouns = terms.filter((term, index) => term.topic && nouns.has(read.terms[index] ?? ''));
    if (topicNouns.length > 0 && !topicNouns.some((term) => held(best.unit.terms, term) || held(best.unit.headingTerms, term))) return [];
  }

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
