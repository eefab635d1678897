// Demo content for a fresh database: a catalogue (subjects in every catalogue language, grades of every demo country,
// school types where the country shows them), the demo knowers with their profiles, the demo knows
// (demo-knows/*.ts) and a local admin account.
export { DEMO_KNOWS, type DemoKnow } from './demo-knows';

type SubjectColor = 'green' | 'blue' | 'yellow';
type SubjectSeed = { slug: string; color: SubjectColor; names: Record<string, string> };

/** Subject names per catalogue language: the base language of a content language (en-GB → en, es-MX → es, pt-BR → pt). */
export const DEMO_SUBJECTS: SubjectSeed[] = [
  {
    slug: 'mathematics',
    color: 'blue',
    names: { en: 'Mathematics', de: 'Mathematik', fr: 'Mathématiques', es: 'Matemáticas', it: 'Matematica', pl: 'Matematyka', tr: 'Matematik', pt: 'Matemática', ro: 'Matematică', el: 'Μαθηματικά', cs: 'Matematika', fil: 'Matematika', nl: 'Wiskunde', hu: 'Matematika' },
  },
  {
    slug: 'biology',
    color: 'green',
    names: { en: 'Biology', de: 'Biologie', fr: 'Biologie', es: 'Biología', it: 'Biologia', pl: 'Biologia', tr: 'Biyoloji', pt: 'Biologia', ro: 'Biologie', el: 'Βιολογία', cs: 'Biologie', fil: 'Biyolohiya', nl: 'Biologie', hu: 'Biológia' },
  },
  {
    slug: 'history',
    color: 'yellow',
    names: { en: 'History', de: 'Geschichte', fr: 'Histoire', es: 'Historia', it: 'Storia', pl: 'Historia', tr: 'Tarih', pt: 'História', ro: 'Istorie', el: 'Ιστορία', cs: 'Dějepis', fil: 'Kasaysayan', nl: 'Geschiedenis', hu: 'Történelem' },
  },
  {
    slug: 'english',
    color: 'blue',
    names: { en: 'English', de: 'Englisch', fr: 'Anglais', es: 'Inglés', it: 'Inglese', pl: 'Język angielski', tr: 'İngilizce', pt: 'Inglês', ro: 'Limba engleză', el: 'Αγγλικά', cs: 'Anglický jazyk', fil: 'Ingles', nl: 'Engels', hu: 'Angol nyelv' },
  },
  {
    slug: 'chemistry',
    color: 'green',
    names: { en: 'Chemistry', de: 'Chemie', fr: 'Chimie', es: 'Química', it: 'Chimica', pl: 'Chemia', tr: 'Kimya', pt: 'Química', ro: 'Chimie', el: 'Χημεία', cs: 'Chemie', fil: 'Kimika', nl: 'Scheikunde', hu: 'Kémia' },
  },
  {
    slug: 'geography',
    color: 'yellow',
    names: { en: 'Geography', de: 'Erdkunde', fr: 'Géographie', es: 'Geografía', it: 'Geografia', pl: 'Geografia', tr: 'Coğrafya', pt: 'Geografia', ro: 'Geografie', el: 'Γεωγραφία', cs: 'Zeměpis', fil: 'Heograpiya', nl: 'Aardrijkskunde', hu: 'Földrajz' },
  },
  {
    slug: 'physics',
    color: 'blue',
    names: { en: 'Physics', de: 'Physik', fr: 'Physique-chimie', es: 'Física', it: 'Fisica', pl: 'Fizyka', tr: 'Fizik', pt: 'Física', ro: 'Fizică', el: 'Φυσική', cs: 'Fyzika', fil: 'Pisika', nl: 'Natuurkunde', hu: 'Fizika' },
  },
  {
    // The language and literature of the country's own language: Deutsch, Français, Italiano…
    slug: 'literature',
    color: 'yellow',
    names: {
      en: 'English Literature',
      de: 'Deutsch',
      fr: 'Français',
      es: 'Lengua y Literatura',
      it: 'Italiano',
      pl: 'Język polski',
      tr: 'Türk Dili ve Edebiyatı',
      pt: 'Língua Portuguesa',
      ro: 'Limba și literatura română',
      el: 'Νεοελληνική Γλώσσα και Λογοτεχνία',
      cs: 'Český jazyk a literatura',
      fil: 'Filipino',
      nl: 'Nederlands',
      hu: 'Magyar nyelv és irodalom',
    },
  },
];

/** Grade names by level; levels count school years, so that sorting by level runs from the youngest class up. */
const names = (entries: [number, string][]) => new Map(entries);

export const DEMO_GRADES: { country: string; names: Map<number, string> }[] = [
  { country: 'DE', names: names([5, 6, 7, 8, 9, 10, 11, 12, 13].map((level) => [level, `Klasse ${level}`])) },
  // collège 6e–3e, then lycée 2de, 1re, Terminale.
  { country: 'FR', names: names([[6, '6e'], [7, '5e'], [8, '4e'], [9, '3e'], [10, '2de'], [11, '1re'], [12, 'Terminale']]) },
  { country: 'US', names: names([6, 7, 8, 9, 10, 11, 12].map((level) => [level, `Grade ${level}`])) },
  { country: 'GB', names: names([7, 8, 9, 10, 11, 12, 13].map((level) => [level, `Year ${level}`])) },
  {
    country: 'ES',
    names: names([[5, '5.º Primaria'], [6, '6.º Primaria'], [7, '1.º ESO'], [8, '2.º ESO'], [9, '3.º ESO'], [10, '4.º ESO'], [11, '1.º Bachillerato'], [12, '2.º Bachillerato']]),
  },
  {
    country: 'IT',
    names: names([[6, '1ª media'], [7, '2ª media'], [8, '3ª media'], [9, '1ª superiore'], [10, '2ª superiore'], [11, '3ª superiore'], [12, '4ª superiore'], [13, '5ª superiore']]),
  },
  {
    country: 'PL',
    names: names([
      ...[4, 5, 6, 7, 8].map((level): [number, string] => [level, `Klasa ${level}`]),
      ...[1, 2, 3, 4].map((year): [number, string] => [8 + year, `Liceum, klasa ${year}`]),
    ]),
  },
  { country: 'TR', names: names([5, 6, 7, 8, 9, 10, 11, 12].map((level) => [level, `${level}. Sınıf`])) },
  {
    country: 'BR',
    names: names([
      ...[6, 7, 8, 9].map((level): [number, string] => [level, `${level}º ano`]),
      ...[1, 2, 3].map((year): [number, string] => [9 + year, `${year}ª série (Ensino Médio)`]),
    ]),
  },
  {
    country: 'MX',
    names: names([
      [5, '5º de primaria'],
      [6, '6º de primaria'],
      ...[1, 2, 3].map((year): [number, string] => [6 + year, `${year}º de secundaria`]),
      ...[1, 2, 3].map((year): [number, string] => [9 + year, `${year}º de preparatoria`]),
    ]),
  },
  {
    country: 'CO',
    names: names([6, 7, 8, 9, 10, 11].map((level) => [level, `Grado ${level}.º`])),
  },
  {
    country: 'CL',
    names: names([[7, '7.º básico'], [8, '8.º básico'], [9, '1.º medio'], [10, '2.º medio'], [11, '3.º medio'], [12, '4.º medio']]),
  },
  {
    country: 'AR',
    names: names([1, 2, 3, 4, 5].map((year): [number, string] => [7 + year, `${year}.º año (secundaria)`])),
  },
  {
    country: 'PE',
    names: names([1, 2, 3, 4, 5].map((year): [number, string] => [6 + year, `${year}.º de secundaria`])),
  },
  {
    country: 'RO',
    names: names([[5, 'Clasa a V-a'], [6, 'Clasa a VI-a'], [7, 'Clasa a VII-a'], [8, 'Clasa a VIII-a'], [9, 'Clasa a IX-a'], [10, 'Clasa a X-a'], [11, 'Clasa a XI-a'], [12, 'Clasa a XII-a']]),
  },
  {
    // Γυμνάσιο (three years) and Λύκειο (three years).
    country: 'GR',
    names: names([[7, 'Α΄ Γυμνασίου'], [8, 'Β΄ Γυμνασίου'], [9, 'Γ΄ Γυμνασίου'], [10, 'Α΄ Λυκείου'], [11, 'Β΄ Λυκείου'], [12, 'Γ΄ Λυκείου']]),
  },
  {
    // Základní škola up to the 9th class, then four years of a secondary school (gymnázium).
    country: 'CZ',
    names: names([
      ...[6, 7, 8, 9].map((level): [number, string] => [level, `${level}. třída`]),
      ...[1, 2, 3, 4].map((year): [number, string] => [9 + year, `${year}. ročník SŠ`]),
    ]),
  },
  { country: 'PT', names: names([5, 6, 7, 8, 9, 10, 11, 12].map((level) => [level, `${level}.º ano`])) },
  // Junior High School (Grades 7–10) and Senior High School (Grades 11–12).
  { country: 'PH', names: names([7, 8, 9, 10, 11, 12].map((level) => [level, `Grade ${level}`])) },
  // Voortgezet onderwijs (havo, vwo): klas 1 follows groep 8 of the basisschool, the seventh school year.
  { country: 'NL', names: names([1, 2, 3, 4, 5, 6].map((year): [number, string] => [6 + year, `Klas ${year}`])) },
  { country: 'HU', names: names([5, 6, 7, 8, 9, 10, 11, 12].map((level) => [level, `${level}. osztály`])) },
];

/** School types of the countries that show them in onboarding (feature switch schoolTypesShown). */
export const DEMO_SCHOOL_TYPES: { country: string; names: string[] }[] = [
  { country: 'DE', names: ['Gymnasium', 'Realschule', 'Gesamtschule', 'Berufsschule'] },
  { country: 'FR', names: ['Collège', 'Lycée général', 'Lycée professionnel'] },
  { country: 'IT', names: ['Scuola media', 'Liceo', 'Istituto tecnico'] },
  { country: 'PL', names: ['Szkoła podstawowa', 'Liceum', 'Technikum'] },
];

export type DemoKnower = { name: string; username: string; country: string; language: string; interfaceLanguage: string; bio: string };

/** The knowers who wrote the demo knows: one per country site, two in Germany. The Dutch and Hungarian sites are
 *  production-only and have no interface locale of their own: their knowers use the English interface. */
export const DEMO_KNOWERS: DemoKnower[] = [
  { name: 'Lena Vogel', username: 'lena.vogel', country: 'DE', language: 'de', interfaceLanguage: 'de', bio: 'Abi in Hamburg, Bio- und Chemie-LK. Ich schreibe die Lernzettel, die ich mir selbst gewünscht hätte.' },
  { name: 'Jonas Krüger', username: 'jonas.krueger', country: 'DE', language: 'de', interfaceLanguage: 'de', bio: 'Mathe und Physik sind mein Ding – ich erkläre alles Schritt für Schritt mit Rechenbeispielen.' },
  { name: 'Camille Laurent', username: 'camille.laurent', country: 'FR', language: 'fr', interfaceLanguage: 'fr', bio: 'En terminale à Lyon. Je partage mes fiches de révision, du brevet au bac.' },
  { name: 'Oliver Bennett', username: 'oliver.bennett', country: 'GB', language: 'en-GB', interfaceLanguage: 'en-GB', bio: 'Year 12 in Manchester. Revision notes for GCSE sciences, maths, history and English Literature.' },
  { name: 'Maya Johnson', username: 'maya.johnson', country: 'US', language: 'en', interfaceLanguage: 'en', bio: 'High school junior from Ohio. I turn my class notes into study guides.' },
  { name: 'Lucía Fernández', username: 'lucia.fernandez', country: 'ES', language: 'es', interfaceLanguage: 'es', bio: 'Estudiante de 2.º de Bachillerato en Sevilla. Comparto mis apuntes de mates, historia y lengua.' },
  { name: 'Giulia Romano', username: 'giulia.romano', country: 'IT', language: 'it', interfaceLanguage: 'it', bio: 'Liceo classico a Bologna. Appunti chiari per ripassare storia, letteratura e matematica.' },
  { name: 'Zofia Kowalczyk', username: 'zofia.kowalczyk', country: 'PL', language: 'pl', interfaceLanguage: 'pl', bio: 'Uczennica liceum w Krakowie. Piszę notatki, z których sama uczę się do matury.' },
  { name: 'Elif Yılmaz', username: 'elif.yilmaz', country: 'TR', language: 'tr', interfaceLanguage: 'tr', bio: 'İzmir’de 11. sınıf öğrencisiyim. LGS ve YKS için konu özetleri hazırlıyorum.' },
  { name: 'Lucas Oliveira', username: 'lucas.oliveira', country: 'BR', language: 'pt-BR', interfaceLanguage: 'pt-BR', bio: 'Estudante do Ensino Médio em Belo Horizonte. Resumos para a escola e para o ENEM.' },
  { name: 'Sofía Hernández', username: 'sofia.hernandez', country: 'MX', language: 'es-MX', interfaceLanguage: 'es-MX', bio: 'Estudiante de preparatoria en Guadalajara. Hago resúmenes para aprender y compartir.' },
  { name: 'Andreea Popescu', username: 'andreea.popescu', country: 'RO', language: 'ro', interfaceLanguage: 'ro', bio: 'Elevă în clasa a XI-a la Cluj. Îmi fac rezumate pentru teze și pentru bacalaureat.' },
  { name: 'Ελένη Παπαδοπούλου', username: 'eleni.papadopoulou', country: 'GR', language: 'el', interfaceLanguage: 'el', bio: 'Μαθήτρια Β΄ Λυκείου στη Θεσσαλονίκη. Γράφω τις σημειώσεις που θα ήθελα να είχα για τις Πανελλαδικές.' },
  { name: 'Tereza Nováková', username: 'tereza.novakova', country: 'CZ', language: 'cs', interfaceLanguage: 'cs', bio: 'Studentka gymnázia v Brně. Píšu přehledné výpisky k maturitě i na písemky.' },
  { name: 'Inês Carvalho', username: 'ines.carvalho', country: 'PT', language: 'pt', interfaceLanguage: 'pt', bio: 'Aluna do 11.º ano no Porto. Partilho os meus resumos para os testes e para os exames nacionais.' },
  { name: 'Bea Reyes', username: 'bea.reyes', country: 'PH', language: 'fil', interfaceLanguage: 'fil', bio: 'Grade 11 STEM student sa Quezon City. Gumagawa ako ng reviewer na madaling intindihin.' },
  { name: 'Valentina Gómez', username: 'valentina.gomez', country: 'CO', language: 'es-CO', interfaceLanguage: 'es-CO', bio: 'Estudiante de grado 11 en Medellín. Comparto mis resúmenes para el colegio y el ICFES.' },
  { name: 'Martina Soto', username: 'martina.soto', country: 'CL', language: 'es-CL', interfaceLanguage: 'es-CL', bio: 'Estudiante de 4.º medio en Valparaíso. Mis apuntes para la PAES y las pruebas del liceo.' },
  { name: 'Tomás Benítez', username: 'tomas.benitez', country: 'AR', language: 'es-AR', interfaceLanguage: 'es-AR', bio: 'Estudiante de 5.º año en Rosario. Armo resúmenes claros para las pruebas y los finales.' },
  { name: 'Camila Quispe', username: 'camila.quispe', country: 'PE', language: 'es-PE', interfaceLanguage: 'es-PE', bio: 'Estudiante de 5.º de secundaria en Arequipa. Hago resúmenes para el colegio y el examen de admisión.' },
  { name: 'Sanne de Vries', username: 'sanne.devries', country: 'NL', language: 'nl', interfaceLanguage: 'en', bio: 'Vwo 5 in Utrecht, profiel Natuur en Gezondheid. Ik maak samenvattingen waar je echt mee kunt leren.' },
  { name: 'Kovács Anna', username: 'anna.kovacs', country: 'HU', language: 'hu', interfaceLanguage: 'en', bio: 'Gimnazista vagyok Debrecenben. Az érettségire készülve írom a vázlataimat, hogy mások is tanulhassanak belőlük.' },
];

/** The local demo admin (role admin, e-mail confirmed) for the analytics page; never created on prod or staging. */
export const DEMO_ADMIN_EMAIL = 'admin@knowly.localhost';
export const DEMO_ADMIN_PASSWORD = 'knowly-admin-2026';
export const DEMO_ADMIN = { name: 'Knowly Admin', email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD, country: 'DE', language: 'de' } as const;
