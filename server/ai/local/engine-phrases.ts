// The few fixed sentences of the local engine — the only words it writes itself; everything else it says is quoted
// from the material. Server text, not interface text (so not in public/locales): one set per language of the 19
// interface locales (config/locales.ts); a regional locale (es-MX, en-GB…) takes its language's set unless it has its
// own (pt-BR), and an unknown locale falls back to English. `{text}` is replaced by a quote from the material.
export type EnginePhrases = {
  /** The whole answer when retrieval found nothing. */
  nothingFound: string;
  /** The line above the quoted passages of an answer. */
  answerIntro: string;
  /** The summary of material without any sentence. */
  nothingToSummarize: string;
  /** Quotation marks around a quoted sentence. */
  quoteOpen: string;
  quoteClose: string;
  multipleChoice: string;
  shortAnswer: string;
  cloze: string;
  trueFalse: string;
  /** The words a student may answer a true/false question with, besides "true" and "false". */
  trueWord: string;
  falseWord: string;
};

const PHRASES: Record<string, EnginePhrases> = {
  en: {
    nothingFound: 'I found nothing about this in your material.',
    answerIntro: 'Here is what your material says:',
    nothingToSummarize: 'Your material has no text to summarise.',
    quoteOpen: '“', quoteClose: '”',
    multipleChoice: 'Which term does this describe? {text}',
    shortAnswer: 'Name the term: {text}',
    cloze: 'Fill in the gap: {text}',
    trueFalse: 'True or false? {text}',
    trueWord: 'true', falseWord: 'false',
  },
  de: {
    nothingFound: 'Dazu habe ich in deinen Unterlagen nichts gefunden.',
    answerIntro: 'Das steht in deinen Unterlagen:',
    nothingToSummarize: 'Deine Unterlagen enthalten keinen Text zum Zusammenfassen.',
    quoteOpen: '„', quoteClose: '“',
    multipleChoice: 'Welcher Begriff wird hier beschrieben? {text}',
    shortAnswer: 'Nenne den Begriff: {text}',
    cloze: 'Fülle die Lücke: {text}',
    trueFalse: 'Richtig oder falsch? {text}',
    trueWord: 'richtig', falseWord: 'falsch',
  },
  fr: {
    nothingFound: "Je n'ai rien trouvé à ce sujet dans tes documents.",
    answerIntro: 'Voici ce que disent tes documents :',
    nothingToSummarize: "Tes documents ne contiennent aucun texte à résumer.",
    quoteOpen: '« ', quoteClose: ' »',
    multipleChoice: 'Quel terme est décrit ici ? {text}',
    shortAnswer: 'Donne le terme : {text}',
    cloze: 'Complète le trou : {text}',
    trueFalse: 'Vrai ou faux ? {text}',
    trueWord: 'vrai', falseWord: 'faux',
  },
  es: {
    nothingFound: 'No encontré nada sobre esto en tu material.',
    answerIntro: 'Esto es lo que dice tu material:',
    nothingToSummarize: 'Tu material no tiene texto que resumir.',
    quoteOpen: '«', quoteClose: '»',
    multipleChoice: '¿Qué término se describe aquí? {text}',
    shortAnswer: 'Escribe el término: {text}',
    cloze: 'Completa el hueco: {text}',
    trueFalse: '¿Verdadero o falso? {text}',
    trueWord: 'verdadero', falseWord: 'falso',
  },
  it: {
    nothingFound: 'Non ho trovato nulla su questo nel tuo materiale.',
    answerIntro: 'Ecco cosa dice il tuo materiale:',
    nothingToSummarize: 'Il tuo materiale non contiene testo da riassumere.',
    quoteOpen: '«', quoteClose: '»',
    multipleChoice: 'Quale termine viene descritto qui? {text}',
    shortAnswer: 'Indica il termine: {text}',
    cloze: 'Completa lo spazio vuoto: {text}',
    trueFalse: 'Vero o falso? {text}',
    trueWord: 'vero', falseWord: 'falso',
  },
  pl: {
    nothingFound: 'Nie znalazłem nic na ten temat w Twoich materiałach.',
    answerIntro: 'Oto, co mówią Twoje materiały:',
    nothingToSummarize: 'Twoje materiały nie zawierają tekstu do streszczenia.',
    quoteOpen: '„', quoteClose: '”',
    multipleChoice: 'Jakie pojęcie jest tu opisane? {text}',
    shortAnswer: 'Podaj pojęcie: {text}',
    cloze: 'Uzupełnij lukę: {text}',
    trueFalse: 'Prawda czy fałsz? {text}',
    trueWord: 'prawda', falseWord: 'fałsz',
  },
  tr: {
    nothingFound: 'Materyalinde bununla ilgili hiçbir şey bulamadım.',
    answerIntro: 'Materyalinde şunlar yazıyor:',
    nothingToSummarize: 'Materyalinde özetlenecek metin yok.',
    quoteOpen: '“', quoteClose: '”',
    multipleChoice: 'Burada hangi kavram anlatılıyor? {text}',
    shortAnswer: 'Kavramı yaz: {text}',
    cloze: 'Boşluğu doldur: {text}',
    trueFalse: 'Doğru mu, yanlış mı? {text}',
    trueWord: 'doğru', falseWord: 'yanlış',
  },
  ro: {
    nothingFound: 'Nu am găsit nimic despre asta în materialele tale.',
    answerIntro: 'Iată ce spun materialele tale:',
    nothingToSummarize: 'Materialele tale nu conțin text de rezumat.',
    quoteOpen: '„', quoteClose: '”',
    multipleChoice: 'Ce termen este descris aici? {text}',
    shortAnswer: 'Scrie termenul: {text}',
    cloze: 'Completează spațiul liber: {text}',
    trueFalse: 'Adevărat sau fals? {text}',
    trueWord: 'adevărat', falseWord: 'fals',
  },
  el: {
    nothingFound: 'Δεν βρήκα τίποτα σχετικό στο υλικό σου.',
    answerIntro: 'Να τι λέει το υλικό σου:',
    nothingToSummarize: 'Το υλικό σου δεν έχει κείμενο για περίληψη.',
    quoteOpen: '«', quoteClose: '»',
    multipleChoice: 'Ποιος όρος περιγράφεται εδώ; {text}',
    shortAnswer: 'Γράψε τον όρο: {text}',
    cloze: 'Συμπλήρωσε το κενό: {text}',
    trueFalse: 'Σωστό ή λάθος; {text}',
    trueWord: 'σωστό', falseWord: 'λάθος',
  },
  cs: {
    nothingFound: 'Ve tvých materiálech jsem o tom nic nenašel.',
    answerIntro: 'Tvé materiály říkají toto:',
    nothingToSummarize: 'Tvé materiály neobsahují žádný text ke shrnutí.',
    quoteOpen: '„', quoteClose: '“',
    multipleChoice: 'Jaký pojem je tu popsán? {text}',
    shortAnswer: 'Napiš pojem: {text}',
    cloze: 'Doplň mezeru: {text}',
    trueFalse: 'Pravda, nebo nepravda? {text}',
    trueWord: 'pravda', falseWord: 'nepravda',
  },
  pt: {
    nothingFound: 'Não encontrei nada sobre isto no teu material.',
    answerIntro: 'Eis o que diz o teu material:',
    nothingToSummarize: 'O teu material não tem texto para resumir.',
    quoteOpen: '«', quoteClose: '»',
    multipleChoice: 'Que termo é descrito aqui? {text}',
    shortAnswer: 'Indica o termo: {text}',
    cloze: 'Preenche o espaço: {text}',
    trueFalse: 'Verdadeiro ou falso? {text}',
    trueWord: 'verdadeiro', falseWord: 'falso',
  },
  'pt-BR': {
    nothingFound: 'Não encontrei nada sobre isso no seu material.',
    answerIntro: 'Veja o que diz o seu material:',
    nothingToSummarize: 'Seu material não tem texto para resumir.',
    quoteOpen: '“', quoteClose: '”',
    multipleChoice: 'Qual termo é descrito aqui? {text}',
    shortAnswer: 'Escreva o termo: {text}',
    cloze: 'Complete a lacuna: {text}',
    trueFalse: 'Verdadeiro ou falso? {text}',
    trueWord: 'verdadeiro', falseWord: 'falso',
  },
  fil: {
    nothingFound: 'Wala akong nahanap tungkol dito sa iyong materyal.',
    answerIntro: 'Ito ang sinasabi ng iyong materyal:',
    nothingToSummarize: 'Walang tekstong maibubuod sa iyong materyal.',
    quoteOpen: '“', quoteClose: '”',
    multipleChoice: 'Anong termino ang inilalarawan dito? {text}',
    shortAnswer: 'Isulat ang termino: {text}',
    cloze: 'Punan ang patlang: {text}',
    trueFalse: 'Tama o mali? {text}',
    trueWord: 'tama', falseWord: 'mali',
  },
};

/** The phrases for an interface locale: its own, its language's, else English. */
export function enginePhrases(locale: string): EnginePhrases {
  return PHRASES[locale] ?? PHRASES[locale.split('-')[0]!.toLowerCase()] ?? PHRASES.en!;
}

/** Every set's true and false words, for grading answers typed in any language. */
export function trueFalseWords(): { true: Set<string>; false: Set<string> } {
  const sets = Object.values(PHRASES);
  return { true: new Set(['true', ...sets.map((set) => set.trueWord)]), false: new Set(['false', ...sets.map((set) => set.falseWord)]) };
}

/** A phrase with its `{text}` filled in. */
export function fillPhrase(phrase: string, text: string): string {
  return phrase.replace('{text}', text);
}
