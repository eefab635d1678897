// Demo content for a fresh database: a catalogue for the launch languages, one demo knower, a shelf of knows and a
// local admin account.
type SubjectSeed = { slug: string; color: 'green' | 'blue' | 'yellow'; names: Record<string, string> };

export const DEMO_SUBJECTS: SubjectSeed[] = [
  { slug: 'mathematics', color: 'blue', names: { en: 'Mathematics', de: 'Mathematik', fr: 'Mathématiques', es: 'Matemáticas', it: 'Matematica', pl: 'Matematyka' } },
  { slug: 'biology', color: 'green', names: { en: 'Biology', de: 'Biologie', fr: 'Biologie', es: 'Biología', it: 'Biologia', pl: 'Biologia' } },
  { slug: 'history', color: 'yellow', names: { en: 'History', de: 'Geschichte', fr: 'Histoire', es: 'Historia', it: 'Storia', pl: 'Historia' } },
  { slug: 'english', color: 'blue', names: { en: 'English', de: 'Englisch', fr: 'Anglais', es: 'Inglés', it: 'Inglese', pl: 'Język angielski' } },
  { slug: 'chemistry', color: 'green', names: { en: 'Chemistry', de: 'Chemie', fr: 'Chimie', es: 'Química', it: 'Chimica', pl: 'Chemia' } },
  { slug: 'geography', color: 'yellow', names: { en: 'Geography', de: 'Erdkunde', fr: 'Géographie', es: 'Geografía', it: 'Geografia', pl: 'Geografia' } },
];

const FRENCH_CLASS_NAMES: Record<number, string> = { 6: '6e', 7: '5e', 8: '4e', 9: '3e', 10: '2de', 11: '1re', 12: 'Terminale' };

export const DEMO_GRADES: { country: string; levels: number[]; label: (level: number) => string }[] = [
  { country: 'DE', levels: [5, 6, 7, 8, 9, 10, 11, 12, 13], label: (level) => `Klasse ${level}` },
  // Levels count school years (as in the US table), so that sorting by level runs from the youngest class up:
  // collège 6e–3e, then lycée 2de, 1re, Terminale.
  { country: 'FR', levels: [6, 7, 8, 9, 10, 11, 12], label: (level) => FRENCH_CLASS_NAMES[level] ?? `${level}` },
  { country: 'US', levels: [6, 7, 8, 9, 10, 11, 12], label: (level) => `Grade ${level}` },
  { country: 'GB', levels: [7, 8, 9, 10, 11, 12, 13], label: (level) => `Year ${level}` },
];

export const DEMO_SCHOOL_TYPES: { country: string; names: string[] }[] = [
  { country: 'DE', names: ['Gymnasium', 'Realschule', 'Gesamtschule', 'Berufsschule'] },
  { country: 'FR', names: ['Collège', 'Lycée général', 'Lycée professionnel'] },
  { country: 'IT', names: ['Scuola media', 'Liceo', 'Istituto tecnico'] },
  { country: 'PL', names: ['Szkoła podstawowa', 'Liceum', 'Technikum'] },
];

export const DEMO_KNOWER = { name: 'Lena Vogel', username: 'lena.vogel', country: 'DE', language: 'de' } as const;

/** The local demo admin (role admin, e-mail confirmed) for the analytics page; never created on prod or staging. */
export const DEMO_ADMIN_EMAIL = 'admin@knowly.localhost';
export const DEMO_ADMIN_PASSWORD = 'knowly-admin-2026';
export const DEMO_ADMIN = { name: 'Knowly Admin', email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD, country: 'DE', language: 'de' } as const;

export const DEMO_KNOWS: { title: string; description: string; language: string; country: string; subject: string }[] = [
  { title: 'Photosynthese einfach erklärt', description: 'Lichtreaktion, Calvin-Zyklus und die Summenformel auf zwei Seiten.', language: 'de', country: 'DE', subject: 'biology' },
  { title: 'Quadratische Funktionen – Scheitelpunktform', description: 'Von der Normalform zur Scheitelpunktform mit quadratischer Ergänzung.', language: 'de', country: 'DE', subject: 'mathematics' },
  { title: 'Die Weimarer Republik', description: 'Gründung, Krisenjahre, goldene Zwanziger und Untergang im Überblick.', language: 'de', country: 'DE', subject: 'history' },
  { title: 'If-Clauses Typ 1 bis 3', description: 'Bildung, Gebrauch und typische Fehler mit Beispielsätzen.', language: 'de', country: 'DE', subject: 'english' },
  { title: 'Periodensystem: Hauptgruppen', description: 'Eigenschaften der Hauptgruppen und wie man sie sich merkt.', language: 'de', country: 'DE', subject: 'chemistry' },
  { title: 'La Révolution française', description: 'Causes, grandes étapes de 1789 à 1799 et héritage.', language: 'fr', country: 'FR', subject: 'history' },
  { title: 'Les fonctions affines', description: 'Coefficient directeur, ordonnée à l’origine et représentation graphique.', language: 'fr', country: 'FR', subject: 'mathematics' },
  { title: 'La cellule : unité du vivant', description: 'Cellule animale et végétale, organites et leurs rôles.', language: 'fr', country: 'FR', subject: 'biology' },
  { title: 'The Water Cycle', description: 'Evaporation, condensation, precipitation and collection with a labelled diagram.', language: 'en', country: 'US', subject: 'geography' },
  { title: 'Solving Linear Equations', description: 'Step-by-step methods with worked examples and practice problems.', language: 'en', country: 'US', subject: 'mathematics' },
  { title: 'The American Revolution', description: 'Causes, key battles and the Declaration of Independence.', language: 'en', country: 'US', subject: 'history' },
  { title: 'Chemical Bonding Basics', description: 'Ionic, covalent and metallic bonds compared.', language: 'en', country: 'GB', subject: 'chemistry' },
];
