// Types for the stemmers of @nlpjs/lang-* (the packages ship plain JavaScript). Only the stemmer files are imported,
// not the packages' index, which would also load their sentiment lexicons.
type NlpjsStemmer = { stemWord(word: string): string };
type NlpjsStemmerClass = new () => NlpjsStemmer;

declare module '@nlpjs/lang-cs/src/stemmer-cs' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-de/src/stemmer-de' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-el/src/stemmer-el' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-en-min/src/stemmer-en' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-es/src/stemmer-es' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-fr/src/stemmer-fr' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-it/src/stemmer-it' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-pl/src/stemmer-pl' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-pt/src/stemmer-pt' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-ro/src/stemmer-ro' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-tl/src/stemmer-tl' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
declare module '@nlpjs/lang-tr/src/stemmer-tr' { const Stemmer: NlpjsStemmerClass; export = Stemmer; }
