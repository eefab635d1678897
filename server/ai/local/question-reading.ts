// How the local engine reads a student's question (issue 30): its type (overview, definition, explanation,
// calculation, cause, comparison, list, fact), its content words without the chat around them ("kurz bitte", "stp",
// "pls", "explain it like im 12"), and its ordinals as numbers ("zweite", "deuxième", "3rd" → 2, 2, 3, which the
// material writes "2.", "Step 3"). Per language for the content languages the demo material has most (de, en, fr, es,
// it, pt); other languages get the type from the shared words and keep all their content words.
import { baseLanguage, foldText, isContentWord, ordinalWordNumber, romanNumeralAfter, termsOf, wordsOf } from './text-analysis';

export type QuestionType = 'overview' | 'definition' | 'explain' | 'calculation' | 'why' | 'difference' | 'list' | 'fact';

/** Patterns over the folded question, tried in this order; the first that matches decides. */
const TYPE_PATTERNS: [Exclude<QuestionType, 'fact'>, RegExp][] = [
  [
    'overview',
    /\b(worum (?:es )?geht\w*|um was geht\w*|zusammenfass\w*|fass\w* .*zusammen|uberblick\w*|das wichtigste|what(?:'?s| is| are| r) (?:this|it|these|the (?:text|document|know|file|notes?)) about|summar\w*|sum (?:it|this|that|everything|them) up|overview|main points|key points|tl ?;? ?dr|de quoi (?:ca |il |elle )?parle|(?:ca|il|elle) parle de quoi|resum\w*|points (?:cles|principaux)|l'?essentiel|de que (?:va|trata|habla)|puntos principales|riassun\w*|riassum\w*|di (?:che|cosa) (?:parla|tratta)|punti principali|sobre o que|do que se trata)\b/,
  ],
  ['calculation', /\b(resuelv|resolv|risolv|solve|solving|berechn|rechn|ausrechn|calculat|work out|compute|calcul|calcol|formel)\w*|\bformula\b|\bhow (?:do|can) (?:i|you) (?:find|get)\b|\bwie (?:lose|loest|lost) (?:ich|man)\b|\bcome (?:trovo|si trova)\b|\bcomo (?:hallo|se halla)\b/],
  ['difference', /\b(unterschied|unterscheid|difference|differ|differen|diferencia|differenza|vergleich|compar|versus|vs)\w*/],
  ['why', /\b(warum|wieso|weshalb|why|pourquoi|por ?que|perche|porque)\b/],
  ['list', /\b(welche \w+ gibt|what are the|list|phases|phasen|steps|schritte|stufen|etapes|quels sont|quelles sont|cuales (?:son|fueron)|quali (?:sono|erano)|quali \w+|ursachen|folgen|causes|consequences|consecuencias|causas|conseguenze|cause|problemi|problemes|problems|probleme|beeinflusst|factors|faktoren|facteurs|factores|fattori)\b/],
  ['definition', /^(?:\w+ )?(?:was (?:ist|sind|bedeutet|heisst|versteht man unter)|what(?:'?s| is| are| does \w+ mean)|define|c'?est quoi|c (?:quoi|koi)|qu'?est[- ]ce qu|que veut dire|que (?:es|son|significa)|quien es|cos'?e|che cos'?e|cosa (?:e|sono|significa)|o que (?:e|sao))\b|\b(?:veut dire quoi|ca veut dire|meaning of|definition|bedeutung)\b/],
  ['explain', /\b(erklar|explain|expliqu|explica|spieg|how does|how do \w+ work|wie funktioniert|comment fonctionne|como funciona|come funziona|was passiert|what happens|que se passe|que pasa|cosa succede)\w*/],
];

/** Chat around the question, per language (folded): politeness, hurry, "explain simply", the document itself. */
const FILLER: Record<string, string[]> = {
  de: ['bitte', 'kurz', 'mal', 'heisst', 'eig', 'eigentlich', 'nochmal', 'nochmals', 'genau', 'einfach', 'erklar', 'erklare', 'erklaer', 'erklart', 'jahrigen', 'jahrige', 'nen', 'ne', 'halt', 'eben', 'danke', 'hey', 'hallo', 'kannst', 'sag', 'sagen', 'weisst', 'hab', 'habe', 'know', 'unterlagen', 'dokument', 'text', 'is', 'nich', 'pls', 'plz', 'bitteschon', 'gerne', 'schnell', 'kurze', 'kurzen', 'einfachen', 'worten', 'wort', 'eigtl', 'sagt', 'besagt', 'los', 'gehts', 'geht', 'fragt', 'frage', 'mochte', 'mochten', 'wissen', 'will', 'wollte'],
  en: ['pls', 'plz', 'please', 'explain', 'explained', 'simply', 'simple', 'like', 'im', "i'm", 'kid', 'eli5', 'thanks', 'thx', 'hey', 'hi', 'quick', 'quickly', 'briefly', 'short', 'just', 'tell', 'u', 'ur', 'whats', "what's", 'basically', 'easy', 'words', 'really', 'actually', 'again', 'know', 'notes', 'material', 'document', 'text', 'help', 'year', 'old', 'bro', 'lol', 'say', 'says'],
  fr: ['stp', 'svp', 'plait', 'veut', 'dire', 'signifie', 'merci', 'explique', 'expliquer', 'expliquez', 'simplement', 'simple', 'rapidement', 'vite', 'genre', 'bref', 'koi', 'quoi', 'cours', 'document', 'fiche', 'dis', 'peux', 'tu', 'moi', 'gros', 'facilement', 'truc', 'trucs', 'ca', 'c', 'dit', 'passe', 'svp'],
  es: ['porfa', 'favor', 'explicame', 'explica', 'explicar', 'facil', 'sencillo', 'simple', 'rapido', 'breve', 'dime', 'puedes', 'oye', 'hola', 'gracias', 'documento', 'apuntes', 'material', 'fue', 'pues', 'dice'],
  it: ['pf', 'favore', 'qual', 'vuol', 'dire', 'spiegami', 'spiega', 'spieghi', 'mi', 'spiegato', 'spiegare', 'semplice', 'semplicemente', 'facile', 'breve', 'veloce', 'dimmi', 'puoi', 'grazie', 'ciao', 'appunto', 'appunti', 'documento', 'materiale', 'stata', 'stato', 'dice'],
  pt: ['pfv', 'favor', 'explica', 'explique', 'simples', 'facil', 'rapido', 'breve', 'obrigado', 'obrigada', 'documento', 'resumo', 'material'],
};
/** The question's frame (folded word starts): verbs that say what kind of answer is wanted — "how do I calculate",
 *  "what happens", "what is it for", "when was it born" — not what it is about. The type carries them. */
const FRAME_STARTS = /^(resuelv|resolv|risolv|solv|berechn|rechne|ausrechn|calcul|calcol|comput|formel|unterschied|differen|diferencia|vergleich|compar|erklar|explain|expliqu|explica|spieg|zusammenfass|summar|riassun|uberblick|bedeut|signific|funktionier|fonctionn|funcion|funzion|passier|happen|succed|success|sirv|servent|servon|dient)/;
const FRAME_WORDS = new Set(['warum', 'wieso', 'weshalb', 'why', 'pourquoi', 'perche', 'porque', 'mean', 'means', 'work', 'works', 'passe', 'pasa', 'paso', 'serve', 'sert', 'sirve', 'macht', 'machen', 'fait', 'hace', 'fa', 'fanno', 'nato', 'nata', 'nacio', 'born', 'ne', 'nee', 'entstand', 'lautet', 'besagt', 'gibt', 'does', 'did', 'do', 'done', 'went', 'go', 'goes', 'ging', 'geht', 'war', 'waren', 'was', 'were', 'ist', 'sind', 'est', 'sont', 'es', 'son', 'e', 'sono', 'era', 'fue', 'fut', 'tell', 'steht', 'stand', 'formula', 'formule', 'formel', 'parla', 'parlano', 'parle', 'parlent', 'habla', 'hablan', 'handelt', 'tratta', 'trata']);

/** Words that only say "give me an overview" (folded), dropped from an overview question. */
const OVERVIEW_WORDS = new Set(['teil', 'abschnitt', 'kapitel', 'part', 'section', 'chapter', 'partie', 'chapitre', 'parte', 'seccion', 'capitulo', 'sezione', 'capitolo', 'worum', 'um', 'zusammen', 'fass', 'fasse', 'wichtigste', 'thema', 'uberhaupt', 'hier', 'about', 'main', 'key', 'points', 'point', 'gist', 'sum', 'up', 'topic', 'tldr', 'tl', 'dr', 'parle', 'theme', 'sujet', 'essentiel', 'principaux', 'cles', 'trata', 'tratan', 'habla', 'va', 'tema', 'esto', 'puntos', 'principales', 'parla', 'tratta', 'punti', 'principali', 'argomento', 'sto', 'questo']);
/** Word starts (folded) that ask for an overview in any of its forms ("résumé", "resumen", "riassumi", "summarise"),
 *  dropped from an overview question with the words above: the material may use them too (a "Résumé" heading). */
const OVERVIEW_STARTS = /^(zusammenfass|uberblick|summar|overview|resum|riassu|sintesi|explic|spieg)/;

/** Chat phrases removed before the words are read ("explain it like im 12", "wie für nen 12-jährigen"). */
const FILLER_PHRASES = [
  /\blike (?:i'?m|i am|im|a) (?:\d+|five|kid|child)\b/g,
  /\bwie (?:fur|fuer) (?:nen|einen|ein|ne|eine) \d+[- ]?jahrig\w*/g,
  /\bcomme (?:si j'?avais|a un enfant de) \d+ ans\b/g,
  /\bcomo si tuviera \d+ anos\b/g,
  /\bcome se avessi \d+ anni\b/g,
  /\b(?:s'il (?:te|vous) plait|por favor|per favore|in breve|en gros|kurz und knapp)\b/g,
  // A reported question: "…, fragt Zebrafink Ottokar?", "…, möchte Kapitänin Wolkenmond wissen?", "…, asks Tom".
  /,\s*(?:fragt|frage|mochte|will|wollte|asks?|wants to know|demande|pregunta|chiede)\b[^,]*$/g,
];

const NUMERIC_ORDINAL = /^(\d{1,2})(?:st|nd|rd|th|e|er|re|eme|ème|º|ª|°|a|o)$/;

/** What a fact question's answer must hold: a duration, a number, a date, a person's name; or (a place) what it asks
 *  about where. */
type AnswerKind = 'origin' | 'exam' | 'colour' | 'duration' | 'count' | 'date' | 'person' | 'place';

const ANSWER_KINDS: [AnswerKind, RegExp][] = [
  // Where a word comes from (folded): "woher kommt das Wort …", "where does the word … come from", "d'où vient le mot".
  ['origin', /\b(woher (?:kommt|stammt) (?:das wort|der (?:begriff|name))|where (?:does|did) the (?:word|name|term) [\w'-]+(?: [\w'-]+)? come from|(?:origin|etymology) of the (?:word|name|term)|etymolog\w*|d'?ou vient (?:le mot|le nom|le terme)|origine du mot|de donde (?:viene|sale) (?:la palabra|el nombre|el termino)|origen de la palabra|da dove (?:viene|deriva) (?:la parola|il nome|il termine)|origine della parola)\b/],
  // What the test will ask (folded): notes cannot know it, unless they say what an exam asks.
  ['exam', /\b(?:on the (?:test|exam|quiz|final)|in (?:the|my|our) (?:test|exam|quiz)|in (?:der|die) (?:klausur|prufung|klassenarbeit|arbeit) (?:dran|vor)|(?:klausur|prufung|klassenarbeit) dran|(?:tombe|tomber|tombera) (?:au|a l'?|en) (?:controle|examen|bac|brevet|ds|interro)|(?:entra|entrara|cae|caera|sale|saldra) en el examen|(?:esce|uscira|entra) (?:alla|nella|nel) (?:verifica|compito|esame|interrogazione)|(?:esce|uscira) all'?esame)\b/],
  // A colour (folded): "welche Farbe hat Chlor", "what colour is copper sulfate", "de quelle couleur est …".
  ['colour', /\b(?:(?:welche|in welcher|was fur eine) farbe|(?:what|which) colou?r|quelle couleur|(?:de )?que color|cual es el color|(?:di )?che colore|quale colore|que cor|qual (?:e a )?cor|jaki(?:ego|m)? kolor\w*|hangi renk\w*|ne renk\w*)\b/],
  ['duration', /\b(wie lange|how long|combien de temps|cuanto tiempo|quanto tempo|durante cuanto)\b/],
  // A share asks for a number too: "what percent of…", "welcher Anteil", "quel pourcentage", "qué porcentaje".
  ['count', /\b(wie ?viele?|how many|how much|combien|cuant[oa]s?|quant[ieoa]|how old|wie alt|quel age|(?:what|which) (?:percent|percentage|proportion|fraction|share)|welche[rn]? (?:anteil|prozentsatz)|quel(?:le)? (?:pourcentage|proportion|part)|que (?:porcentaje|proporcion)|(?:quale|che) (?:percentuale|proporzione))\b/],
  ['date', /\b(wann|when|quand|cuando|quando|in welchem jahr|what year|en quelle annee|en que ano|in che anno)\b/],
  ['person', /^(?:\W*)(wer|who|qui|quien|quienes|chi)\b/],
  ['place', /^(?:\W*)(wo|woher|wohin|where|ou|donde|adonde|dove|onde)\b|\b(?:c'est|se trouve|se situe|situee?) ou\b/],
];
/** Words of birth (folded): the frame of "when was she born" (the answer is a date), but what "where was he born"
 *  asks about — a sentence that never speaks of a birth does not say where it was. */
const BIRTH_WORDS = new Set(['born', 'nato', 'nata', 'nacio', 'nacida', 'nacido', 'ne', 'nee', 'geboren', 'naquit', 'nacque']);
/** A question about a birth or a death (folded words): its answer tells of that birth or death — "when was Jefferson
 *  born" is not answered by a sentence that only names Jefferson and a year. */
const LIFE_EVENT_WORDS: Record<string, [LifeEvent, Set<string>][]> = {
  de: [
    ['birth', new Set(['geboren', 'geburt', 'geburtsort', 'geburtsjahr'])],
    ['death', new Set(['gestorben', 'starb', 'stirbt', 'tod', 'todesjahr'])],
  ],
  en: [
    ['birth', new Set(['born', 'birth', 'birthplace'])],
    ['death', new Set(['died', 'die', 'dies', 'death', 'dead'])],
  ],
  // "né" only after the verb it goes with: "ne" alone is the negation ("qui ne se divise pas").
  fr: [
    ['birth', new Set(['naissance', 'nait', 'naquit'])],
    ['death', new Set(['mort', 'morte', 'meurt', 'deces', 'mourut', 'decede'])],
  ],
  es: [
    ['birth', new Set(['nacio', 'nacida', 'nacido', 'nacimiento', 'nacieron'])],
    ['death', new Set(['murio', 'muere', 'muerte', 'murieron', 'muerto', 'fallecio'])],
  ],
  it: [
    ['birth', new Set(['nato', 'nata', 'nascita', 'nacque'])],
    ['death', new Set(['morto', 'morta', 'mori', 'morte'])],
  ],
};
/** The French past participle of birth with its auxiliary (folded): "où est né Robespierre", "quand était-elle née". */
const FRENCH_BORN = /\b(?:est|etait|sont|etaient|es|suis)(?:[- ](?:il|elle|ils|elles))?\s+nee?s?\b/;

/** The birth or death a who / when / where question asks about (folded text), or null. */
function lifeEventOf(text: string, kind: AnswerKind | null, base: string): LifeEvent | null {
  if (kind !== 'date' && kind !== 'place' && kind !== 'person') return null;
  if (base === 'fr' && FRENCH_BORN.test(text)) return 'birth';
  const words = new Set(wordsOf(text, base));
  return (LIFE_EVENT_WORDS[base] ?? []).find(([, family]) => [...words].some((word) => family.has(word)))?.[0] ?? null;
}
export type LifeEvent = 'birth' | 'death';

/** Words (folded) that tell of a birth or a death. */
const LIFE_EVENT_TOLD: Record<LifeEvent, RegExp> = {
  birth: /\b(?:born|birth\w*|nat[oa]|nasc\w*|naci\w*|nace|nee?\s+(?:a|en)|naiss\w*|nait|naquit|gebor\w*|geburt\w*|nacque)\b/,
  death: /\b(?:died|dies|death|dead|killed|executed|murdered|assassinated|mort|morte|morto|morta|mori\w*|muer\w*|muri\w*|meurt|deces|guillotin\w*|execut\w*|ejecut\w*|fusil\w*|esegui\w*|asesin\w*|assassin\w*|gestorb\w*|starb|stirbt|tod|todes|ermord\w*|hingericht\w*|suicid\w*)\b/,
};

/** The term that stands for a told birth or death: a sentence that tells one holds it, and the question's word for it
 *  is answered by it ("cuándo murió Larra" by "Se suicidó en 1837"). */
export const lifeEventTerm = (event: LifeEvent) => `§${event}`;

/** The life-event terms of a text (see lifeEventTerm). */
const toldEvents = new Map<string, string[]>();
export function lifeEventTermsOf(text: string): string[] {
  let found = toldEvents.get(text);
  if (!found) {
    // Cached: headings repeat for every sentence of their section, and passages for every question.
    if (toldEvents.size > 5000) toldEvents.clear();
    const folded = foldText(text).replace(/\s+/g, ' ');
    found = (Object.keys(LIFE_EVENT_TOLD) as LifeEvent[]).filter((event) => LIFE_EVENT_TOLD[event].test(folded)).map(lifeEventTerm);
    toldEvents.set(text, found);
  }
  return found;
}

/** "When" asked of anyone at all, in the present — "wann setzt man ein Komma", "when do you use the past perfect",
 *  "quand utilise-t-on le subjonctif" — asks for a condition, not a date (folded text); "wann hat man … entdeckt",
 *  "quand a-t-on pris …" ask for a date. (Spanish and Italian "se" / "si" are passive too: "cuándo se fundó".) */
const GENERIC_WHEN = /\b(?:wann\b(?!.*\b(?:hat|hatte|hatten|wurde|wurden|war|waren)\b).*\bman|when (?:do|should|can|would|must) (?:you|i|we|one)|quand\b(?!.*\b(?:a|avait|ete)\b).*\b(?:on|t-on))\b/;

function answerKindOf(folded: string): AnswerKind | null {
  const kind = ANSWER_KINDS.find(([, pattern]) => pattern.test(folded))?.[0] ?? null;
  return kind === 'date' && GENERIC_WHEN.test(folded) ? null : kind;
}

export type ReadQuestion = {
  type: QuestionType;
  kind: AnswerKind | null;
  /** Content terms (folded, stemmed), chat filler removed, ordinals replaced by their number. */
  terms: string[];
  /** The words behind the terms (folded), for typo and morphology matching. */
  words: Map<string, string>;
  /** Numbers the question names as ordinals ("zweite" → 2). */
  ordinals: number[];
  /** The ordinal words as the question writes them (folded), which the material may write too ("Secondo principio"). */
  ordinalWords: string[];
  /** Other material terms that also answer a term: an ordinal's or a number word's digits ("zweite" → "2", "2" →
   *  "deux"), a school synonym ("twice" → "doubling"). */
  variants: Map<string, string[]>;
  /** Single capital letters of a calculation question: its variables ("U et I"). */
  variables: string[];
  /** Whether it asks about a birth or a death ("quando è nato Cavour", "wann ist Stresemann gestorben"). */
  lifeEvent: LifeEvent | null;
  /** Whether it asks for the most of something ("il fiume più lungo", "the highest", "am elektronegativsten"). */
  superlative: boolean;
  /** Whether it asks yes or no ("garibaldi era sposato?", "ist Masse ein Maß für Trägheit"): no question word. Its
   *  predicate is what is asked, though the question writes it in lower case. */
  yesNo: boolean;
  /** Things the question names by a number: a name or a numbered noun and the numeral after it ("Louis XIV",
   *  "canto 3": nouns [louis], number 14), or an ordinal and the nouns after it ("tercer grado", "segunda guerra
   *  mundial": nouns [grado], number 3). The material answers only if it names the same thing (compose-answer.ts). */
  qualified: Qualified[];
};

/** `term`: the question's own term for the number (its digits, or the ordinal word's stem). */
export type Qualified = { number: string; term: string; nouns: string[]; ordinal: boolean };

/** Most content words after an ordinal taken as the thing it numbers ("segunda guerra mundial"). */
const MAX_QUALIFIED_NOUNS = 2;

/** The question with its Roman numerals after a name or a numbered noun written as digits ("louis xiv" → "louis 14",
 *  "canto X" → "canto 10"), as the material's are read (text-analysis.ts termsOf). */
function withArabicNumerals(question: string, language: string): string {
  let previous: string | undefined;
  return question.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const before = previous;
    previous = word;
    const value = /^[ivxl]+$/i.test(word) ? romanNumeralAfter(word, before, language, true) : undefined;
    return value === undefined ? word : String(value);
  });
}

/** A superlative (folded), in the question or in the material's sentence that answers it. */
export const SUPERLATIVE = /\b(?:piu|mas|plus|most|least|meisten|am \w+sten|\w{3,}(?:est|ste|sten|ster|stes)|il maggiore|le meilleur|el mayor|la mayor)\b/;

/** Number words (folded) per language, 2 to 10 (one is a stop word almost everywhere). */
const NUMBER_WORDS: Record<string, string[]> = {
  de: ['zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  en: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  fr: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
  es: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  it: ['due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
  pt: ['dois', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
};
/** A small table of school paraphrases per language (folded question word → words the material may use instead). */
const SYNONYMS: Record<string, Record<string, string[]>> = {
  de: { schnell: ['geschwindigkeit', 'rate'], beeinflusst: ['einfluss', 'faktor'], beeinflussen: ['einfluss', 'faktor'], unterschied: ['vergleich'], grun: ['grunes'], kanzler: ['reichskanzler'], formel: ['gleichung'], ursache: ['warum', 'grund'], gescheitert: ['scheiterte', 'untergang'], beweise: ['belege'], beweis: ['beleg'], belege: ['beweise'] },
  // Irregular verbs the stemmer cannot join ("where did the congress meet" over "delegates … met in Philadelphia").
  en: { meet: ['met'], wrote: ['written', 'write'], write: ['written', 'wrote'], lead: ['led', 'leader'], led: ['lead', 'leader'], fight: ['fought'], fought: ['fight'], begin: ['began', 'begun', 'beginning'], began: ['begin', 'beginning'], build: ['built'], built: ['build'], lose: ['lost'], lost: ['lose'], find: ['found'], take: ['took', 'taken'], took: ['take', 'taken'], become: ['became'], became: ['become'], bring: ['brought'], teach: ['taught'], sell: ['sold'], buy: ['bought'], twice: ['doubling', 'double'], fast: ['speed'], quick: ['speed'], faster: ['speed'], salty: ['salt'], win: ['won', 'victory'], won: ['victory'], causes: ['cause', 'why'], drives: ['driven'], energy: ['energy'] },
  fr: { commence: ['causes', 'debut'], pourquoi: ['causes'], gens: ['menages', 'habitants'], peripherie: ['periurbanisation', 'etalement'], partent: ['quittent'] },
  es: { empezo: ['empieza', 'comienza'], empieza: ['empezo'], termino: ['fin', 'termina'], gano: ['gana'] },
  it: { nato: ['nascita', 'proclamato'], finita: ['fine'], iniziata: ['inizio'] },
};

const fillerSets = new Map<string, Set<string>>();
function fillerOf(language: string): Set<string> {
  const base = baseLanguage(language);
  let found = fillerSets.get(base);
  if (!found) fillerSets.set(base, (found = new Set([...(FILLER[base] ?? []), 'pls', 'plz', 'ok', 'okay'])));
  return found;
}

function ordinalOf(word: string, language: string): number | undefined {
  const numeric = NUMERIC_ORDINAL.exec(word);
  return numeric ? Number(numeric[1]) : ordinalWordNumber(word, language);
}

/** The type of a question, from its folded text. */
export function questionTypeOf(question: string, language: string): QuestionType {
  const text = foldText(question, language).replace(/[’`]/g, "'").replace(/\s+/g, ' ');
  for (const [type, pattern] of TYPE_PATTERNS) if (pattern.test(text)) return type;
  return 'fact';
}

/** Question words (folded), per language: a question without one asks yes or no. */
const QUESTION_WORDS = /\b(?:wer|was|wann|wo|warum|wie|welche[mnrs]?|wieso|weshalb|woher|wohin|wofur|womit|woraus|worum|what|whats|who|whom|whose|when|where|why|how|which|qui|que|quoi|quand|ou|pourquoi|comment|quel|quelle|quels|quelles|combien|qu|c'est|quien|quienes|cuando|donde|por|como|cual|cuales|cuanto|cuanta|cuantos|cuantas|q|che|chi|cosa|dove|perche|quale|quali|quanto|quanta|quanti|quante|cos|quem|onde|qual|quais)\b/;

/** Verbs that open a yes/no question (folded); elsewhere a question without a question word may be a phrase ("montagna
 *  più alta delle alpi"), and a yes/no question without one of these ends with "?". */
const YES_NO_START = /^(?:is|are|was|were|does|do|did|can|could|has|have|had|will|would|ist|sind|war|waren|hat|haben|hatte|kann|konnen|gibt|gab|wird|est-ce|est|sont|a|peut|es|son|era|fue|tiene|hay|puede|e|sono|ha|hanno|c'e|puo)\b/;

/** Whether a question (folded) asks yes or no: a fact asked without a question word, opening with a verb or ending
 *  with "?". The opening verb is no question word of another language ("was George Washington …" is English). */
function isYesNo(text: string, type: QuestionType, language: string): boolean {
  const opening = YES_NO_START.test(text.trim());
  const rest = opening && baseLanguage(language) !== 'de' ? text.trim().replace(YES_NO_START, '') : text;
  return type === 'fact' && !QUESTION_WORDS.test(rest) && (/\?\s*$/.test(text) || opening);
}

export function readQuestion(question: string, language: string): ReadQuestion {
  let text = foldText(withArabicNumerals(question, language), language).replace(/[’`]/g, "'");
  for (const phrase of FILLER_PHRASES) text = text.replace(phrase, ' ');
  const filler = fillerOf(language);
  const type = questionTypeOf(question, language);
  const terms: string[] = [];
  const words = new Map<string, string>();
  const ordinals: number[] = [];
  const ordinalWords: string[] = [];
  const variants = new Map<string, string[]>();
  const base = baseLanguage(language);
  const numberWords = NUMBER_WORDS[base] ?? [];
  const synonyms = SYNONYMS[base] ?? {};
  const variables = type === 'calculation' ? [...new Set((question.match(/(?<![\p{L}\d])\p{Lu}(?![\p{L}\d])/gu) ?? []).map((letter) => letter.toLowerCase()))] : [];
  const qualified: Qualified[] = [];
  const kind = answerKindOf(text);
  const lifeEvent = lifeEventOf(text, kind, base);
  // The term of the word just before (null after a stop word or chat), and the ordinal waiting for its nouns.
  let before: string | null = null;
  let numbering: Qualified | null = null;
  for (const word of wordsOf(text, language)) {
    const folded = foldText(word, language);
    const previous = before;
    before = null;
    const frame = FRAME_WORDS.has(folded) && !(kind === 'place' && BIRTH_WORDS.has(folded));
    if (filler.has(folded) || frame || FRAME_STARTS.test(folded) || (type === 'overview' && (OVERVIEW_WORDS.has(folded) || OVERVIEW_STARTS.test(folded)))) {
      numbering = null;
      continue;
    }
    const ordinal = ordinalOf(folded, language) ?? (numberWords.includes(folded) ? numberWords.indexOf(folded) + 2 : undefined);
    const own = termsOf(word, language);
    // "canto 3", "louis 16" (a number of under three digits right after a word that is not a number).
    if (/^\d{1,2}$/.test(folded) && previous && !/\d/.test(previous)) qualified.push({ number: folded, term: own[0] ?? folded, nouns: [previous], ordinal: false });
    if (numbering && ordinal === undefined && own.length && !/\d/.test(own[0]!) && isContentWord(word, language)) {
      numbering.nouns.push(own[0]!);
      if (numbering.nouns.length >= MAX_QUALIFIED_NOUNS) numbering = null;
    } else if (ordinal === undefined || numberWords.includes(folded)) numbering = null;
    if (ordinal !== undefined) {
      if (!numberWords.includes(folded)) {
        ordinals.push(ordinal);
        ordinalWords.push(folded);
      }
      const term = own[0] ?? String(ordinal);
      if (!numberWords.includes(folded)) {
        numbering = { number: String(ordinal), term, nouns: [], ordinal: true };
        qualified.push(numbering);
      }
      terms.push(term);
      words.set(term, folded);
      variants.set(term, [String(ordinal), ...(numberWords[ordinal - 2] ? [numberWords[ordinal - 2]!] : [])]);
      continue;
    }
    before = own.length === 1 && !/\d/.test(own[0]!) ? own[0]! : null;
    for (const term of own) {
      terms.push(term);
      words.set(term, folded);
      const number = /^\d+$/.test(term) ? numberWords[Number(term) - 2] : undefined;
      const event = lifeEvent && ((LIFE_EVENT_WORDS[base] ?? []).some(([told, family]) => told === lifeEvent && family.has(folded)) || (lifeEvent === 'birth' && BIRTH_WORDS.has(folded))) ? lifeEvent : undefined;
      const extra = [...(number ? [number] : []), ...(synonyms[folded] ?? []).flatMap((synonym) => termsOf(synonym, language)), ...(event ? [lifeEventTerm(event)] : [])];
      if (extra.length) variants.set(term, extra);
    }
  }
  return { type, kind, lifeEvent, terms: [...new Set(terms)], words, ordinals, ordinalWords, variants, variables, superlative: SUPERLATIVE.test(text), yesNo: isYesNo(text, type, language), qualified: qualified.filter((entry) => entry.nouns.length > 0) };
}
