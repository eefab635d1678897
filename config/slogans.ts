// Spec §1: slogans per content language, shown on the home page of the sites in that language.
const SLOGANS: Readonly<Record<string, readonly string[]>> = {
  en: ['Learn together, pass with confidence', 'Notes from students who already aced it', 'Your study buddy in your pocket'],
  de: ['Gemeinsam lernen, mit Selbstvertrauen bestehen', 'Notizen von Schülern, die es schon gerockt haben', 'Dein Lernbuddy für die Hosentasche'],
  fr: ['Apprendre ensemble, réussir en toute confiance', "Les fiches d'élèves qui ont déjà cartonné", 'Ton pote de révision dans la poche'],
  it: ['Impara insieme, supera gli esami con sicurezza', "Gli appunti di chi ce l'ha già fatta alla grande", 'Il tuo compagno di studio, sempre in tasca'],
  es: ['Aprende en equipo y aprueba con confianza', 'Apuntes de quienes ya sacaron la mejor nota', 'Tu compañero de estudio, en el bolsillo'],
  pl: ['Ucz się z innymi i zdawaj z pewnością siebie', 'Notatki od uczniów, którzy już zdali na piątkę', 'Twój kumpel do nauki w kieszeni'],
  tr: ['Birlikte öğren, sınavları güvenle geç', 'O dersten tam not alanların notları', 'Cebindeki çalışma arkadaşın'],
  ro: ['Învață împreună cu alții și treci examenele cu încredere', 'Notițe de la elevi care au luat deja 10', 'Colegul tău de învățat, mereu în buzunar'],
  el: ['Μαθαίνουμε μαζί, περνάμε με σιγουριά', 'Σημειώσεις από μαθητές που έγραψαν ήδη άριστα', 'Ο βοηθός διαβάσματος στην τσέπη σου'],
  pt: ['Aprende em conjunto e passa com confiança', 'Apontamentos de quem já tirou nota máxima', 'O teu colega de estudo no bolso'],
  'pt-BR': ['Aprenda junto e passe com confiança', 'Anotações de quem já mandou bem na prova', 'Seu parceiro de estudos no bolso'],
  cs: ['Uč se s ostatními a zvládni zkoušky s jistotou', 'Poznámky od studentů, kteří už mají jedničku', 'Tvůj studijní parťák v kapse'],
  fil: ['Mag-aral nang sama-sama, pumasa nang may kumpiyansa', 'Notes mula sa mga estudyanteng na-ace na ito', 'Ang study buddy mo, nasa bulsa mo lang'],
};

/** The slogans of a content language (es-MX → es, …), English when the language has none. */
export function slogansFor(contentLanguage: string): readonly string[] {
  return SLOGANS[contentLanguage] ?? SLOGANS[contentLanguage.split('-')[0]!] ?? SLOGANS.en!;
}
