// Synthetic but plausible knows for load tests and benchmarks (`npm run db:generate -- --knows 100000`): titles and
// descriptions from word lists per content language, spread over the countries with their weights, filed under the
// catalogue's subjects (and grades where the country has them), published, by a crowd of generated knowers.
// Inserted in batches: multi-row INSERTs, one transaction per batch, ids made here so no row needs reading back.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { grades, knowers, knowGrades, knowSubjects, knows, subjects, users } from '../schema';
import { KNOW_FORMATS } from '../schema/knows';
import { mulberry32 } from '../../../lib/seeded-random';

type Language = 'de' | 'fr' | 'en' | 'es' | 'it' | 'pl';

/** Country, its content language and its share of the knows. */
const COUNTRIES: { country: string; language: Language; weight: number }[] = [
  { country: 'DE', language: 'de', weight: 30 },
  { country: 'AT', language: 'de', weight: 3 },
  { country: 'CH', language: 'de', weight: 2 },
  { country: 'FR', language: 'fr', weight: 12 },
  { country: 'US', language: 'en', weight: 15 },
  { country: 'GB', language: 'en', weight: 10 },
  { country: 'ES', language: 'es', weight: 8 },
  { country: 'MX', language: 'es', weight: 5 },
  { country: 'IT', language: 'it', weight: 8 },
  { country: 'PL', language: 'pl', weight: 7 },
];

/** Topics per subject slug and language; the slugs are those of the demo catalogue. */
const TOPICS: Record<Language, Record<string, string[]>> = {
  de: {
    mathematics: ['Quadratische Funktionen', 'Satz des Pythagoras', 'Bruchrechnung', 'Lineare Gleichungssysteme', 'Wahrscheinlichkeitsrechnung', 'Integralrechnung', 'Ableitungsregeln', 'Vektoren im Raum', 'Exponentialfunktionen', 'Trigonometrie'],
    biology: ['Photosynthese', 'Zellatmung', 'Mitose und Meiose', 'Genetik nach Mendel', 'Das Nervensystem', 'Ökosystem Wald', 'Proteinbiosynthese', 'Evolutionstheorie', 'Enzyme', 'Das Immunsystem'],
    history: ['Die Weimarer Republik', 'Der Erste Weltkrieg', 'Die Französische Revolution', 'Der Kalte Krieg', 'Die Industrialisierung', 'Das Römische Reich', 'Die Reformation', 'Der Mauerfall', 'Der Absolutismus', 'Die Märzrevolution 1848'],
    english: ['If-Clauses', 'Present Perfect', 'Passive Voice', 'Reported Speech', 'Gerund und Infinitiv', 'Textanalyse', 'Comment schreiben', 'Short Stories', 'Relative Clauses', 'Mediation'],
    chemistry: ['Periodensystem', 'Redoxreaktionen', 'Säuren und Basen', 'Organische Chemie', 'Atombau', 'Chemisches Gleichgewicht', 'Alkane und Alkene', 'Elektrochemie', 'Stöchiometrie', 'Bindungsarten'],
    geography: ['Plattentektonik', 'Klimazonen der Erde', 'Stadtentwicklung', 'Globalisierung', 'Der Wasserkreislauf', 'Bevölkerungsentwicklung', 'Landwirtschaft in Europa', 'Vulkanismus', 'Wüsten', 'Tourismus'],
  },
  fr: {
    mathematics: ['Les fonctions affines', 'Le théorème de Thalès', 'Les fractions', 'Les probabilités', 'Les suites numériques', 'La dérivation', 'Les vecteurs', 'Les équations du second degré', 'La trigonométrie', 'Les statistiques'],
    biology: ['La cellule', 'La photosynthèse', 'La génétique', 'Le système nerveux', "L'immunité", 'La reproduction', 'La digestion', "L'évolution", 'Les écosystèmes', 'La respiration cellulaire'],
    history: ['La Révolution française', 'La Première Guerre mondiale', 'La guerre froide', "L'Empire romain", 'La Renaissance', 'La décolonisation', "Napoléon Ier", 'La Ve République', 'Les Lumières', 'La crise de 1929'],
    english: ['Le present perfect', 'Les modaux', 'Le discours indirect', 'La voix passive', 'Les prépositions', "L'expression écrite", 'Les temps du passé', 'Le vocabulaire du voyage', 'Les comparatifs', 'La compréhension orale'],
    chemistry: ["L'atome", 'Les réactions chimiques', 'Les solutions', "L'oxydoréduction", 'Les acides et les bases', 'Le tableau périodique', 'La mole', 'Les molécules organiques', 'La chimie des ions', 'Les transformations'],
    geography: ['La mondialisation', "L'urbanisation", 'Les climats', "Les risques naturels", "L'eau dans le monde", 'Les littoraux', 'Les espaces ruraux', "L'Union européenne", 'Les migrations', 'Le développement durable'],
  },
  en: {
    mathematics: ['Linear Equations', 'Quadratic Functions', 'The Pythagorean Theorem', 'Fractions and Decimals', 'Probability', 'Derivatives', 'Integrals', 'Vectors', 'Trigonometry', 'Statistics'],
    biology: ['Photosynthesis', 'Cell Structure', 'Mitosis and Meiosis', 'Mendelian Genetics', 'The Nervous System', 'Ecosystems', 'Protein Synthesis', 'Natural Selection', 'Enzymes', 'The Immune System'],
    history: ['The American Revolution', 'World War I', 'The Cold War', 'The Civil War', 'The Industrial Revolution', 'Ancient Rome', 'The Reformation', 'The Civil Rights Movement', 'The Great Depression', 'The Tudors'],
    english: ['Essay Structure', 'Poetry Analysis', 'Shakespeare\'s Macbeth', 'Persuasive Writing', 'Grammar Basics', 'Of Mice and Men', 'Literary Devices', 'Narrative Writing', 'To Kill a Mockingbird', 'Punctuation'],
    chemistry: ['Chemical Bonding', 'The Periodic Table', 'Acids and Bases', 'Stoichiometry', 'Redox Reactions', 'Organic Chemistry', 'Atomic Structure', 'Rates of Reaction', 'Electrolysis', 'Moles'],
    geography: ['Plate Tectonics', 'The Water Cycle', 'Climate Zones', 'Urbanisation', 'Globalisation', 'Population Growth', 'Coasts', 'Rivers', 'Volcanoes', 'Tourism'],
  },
  es: {
    mathematics: ['Ecuaciones lineales', 'Funciones cuadráticas', 'El teorema de Pitágoras', 'Fracciones', 'Probabilidad', 'Derivadas', 'Integrales', 'Vectores', 'Trigonometría', 'Estadística'],
    biology: ['La fotosíntesis', 'La célula', 'Mitosis y meiosis', 'La genética', 'El sistema nervioso', 'Los ecosistemas', 'La evolución', 'Las enzimas', 'El sistema inmunitario', 'La respiración celular'],
    history: ['La Revolución francesa', 'La Guerra Civil española', 'La Primera Guerra Mundial', 'La Guerra Fría', 'El Imperio romano', 'La Independencia de México', 'La Reconquista', 'La Ilustración', 'La Revolución industrial', 'Los Reyes Católicos'],
    english: ['Present perfect', 'Verbos modales', 'Estilo indirecto', 'La voz pasiva', 'Condicionales', 'Writing: opinion essay', 'Phrasal verbs', 'Comparativos', 'Pasado simple', 'Vocabulario de viajes'],
    chemistry: ['La tabla periódica', 'Enlaces químicos', 'Ácidos y bases', 'Reacciones redox', 'Química orgánica', 'El átomo', 'Estequiometría', 'El mol', 'Disoluciones', 'Cinética química'],
    geography: ['La tectónica de placas', 'El ciclo del agua', 'Los climas', 'La urbanización', 'La globalización', 'La población', 'Los ríos de España', 'Los volcanes', 'El turismo', 'El relieve'],
  },
  it: {
    mathematics: ['Equazioni lineari', 'Funzioni quadratiche', 'Il teorema di Pitagora', 'Le frazioni', 'La probabilità', 'Le derivate', 'Gli integrali', 'I vettori', 'La trigonometria', 'La statistica'],
    biology: ['La fotosintesi', 'La cellula', 'Mitosi e meiosi', 'La genetica', 'Il sistema nervoso', 'Gli ecosistemi', "L'evoluzione", 'Gli enzimi', 'Il sistema immunitario', 'La respirazione cellulare'],
    history: ['La Rivoluzione francese', 'La Prima guerra mondiale', 'La Guerra fredda', "L'Impero romano", 'Il Rinascimento', "L'Unità d'Italia", 'Il fascismo', "L'Illuminismo", 'La Rivoluzione industriale', 'Il Medioevo'],
    english: ['Present perfect', 'I verbi modali', 'Il discorso indiretto', 'La forma passiva', 'Il periodo ipotetico', 'Writing: essay', 'Phrasal verbs', 'I comparativi', 'Il past simple', 'Vocabolario di viaggio'],
    chemistry: ['La tavola periodica', 'I legami chimici', 'Acidi e basi', 'Le reazioni redox', 'La chimica organica', "L'atomo", 'La stechiometria', 'La mole', 'Le soluzioni', 'La cinetica chimica'],
    geography: ['La tettonica delle placche', "Il ciclo dell'acqua", 'I climi', "L'urbanizzazione", 'La globalizzazione', 'La popolazione', 'I fiumi italiani', 'I vulcani', 'Il turismo', 'Le Alpi'],
  },
  pl: {
    mathematics: ['Równania liniowe', 'Funkcja kwadratowa', 'Twierdzenie Pitagorasa', 'Ułamki', 'Prawdopodobieństwo', 'Pochodne', 'Całki', 'Wektory', 'Trygonometria', 'Statystyka'],
    biology: ['Fotosynteza', 'Budowa komórki', 'Mitoza i mejoza', 'Genetyka', 'Układ nerwowy', 'Ekosystemy', 'Ewolucja', 'Enzymy', 'Układ odpornościowy', 'Oddychanie komórkowe'],
    history: ['Rewolucja francuska', 'I wojna światowa', 'Zimna wojna', 'Cesarstwo rzymskie', 'Renesans', 'Rozbiory Polski', 'Konstytucja 3 maja', 'Oświecenie', 'Rewolucja przemysłowa', 'Powstanie styczniowe'],
    english: ['Present perfect', 'Czasowniki modalne', 'Mowa zależna', 'Strona bierna', 'Tryby warunkowe', 'Rozprawka', 'Phrasal verbs', 'Stopniowanie przymiotników', 'Past simple', 'Słownictwo: podróże'],
    chemistry: ['Układ okresowy', 'Wiązania chemiczne', 'Kwasy i zasady', 'Reakcje redoks', 'Chemia organiczna', 'Budowa atomu', 'Stechiometria', 'Mol', 'Roztwory', 'Kinetyka chemiczna'],
    geography: ['Tektonika płyt', 'Obieg wody', 'Strefy klimatyczne', 'Urbanizacja', 'Globalizacja', 'Ludność świata', 'Rzeki Polski', 'Wulkany', 'Turystyka', 'Rolnictwo'],
  },
};

/** Kinds of material, per language: "<topic> – <kind>". */
const KINDS: Record<Language, string[]> = {
  de: ['Zusammenfassung', 'Lernzettel', 'Übungsaufgaben mit Lösungen', 'Klausurvorbereitung', 'einfach erklärt', 'Mindmap', 'Abiturwissen', 'Karteikarten'],
  fr: ['fiche de révision', 'résumé', 'exercices corrigés', 'préparation au bac', 'expliqué simplement', 'carte mentale', "l'essentiel", 'fiches mémo'],
  en: ['Summary', 'Revision Notes', 'Practice Problems with Answers', 'Exam Prep', 'Explained Simply', 'Mind Map', 'Study Guide', 'Flashcards'],
  es: ['resumen', 'apuntes', 'ejercicios resueltos', 'preparación del examen', 'explicado fácil', 'mapa mental', 'guía de estudio', 'tarjetas'],
  it: ['riassunto', 'appunti', 'esercizi svolti', "preparazione all'esame", 'spiegato semplice', 'mappa concettuale', 'guida allo studio', 'schede'],
  pl: ['streszczenie', 'notatki', 'zadania z rozwiązaniami', 'przygotowanie do egzaminu', 'wyjaśnione prosto', 'mapa myśli', 'ściąga', 'fiszki'],
};

/** Description sentences; {topic} is replaced. Two or three are joined. */
const SENTENCES: Record<Language, string[]> = {
  de: ['Alles Wichtige zu {topic} auf einen Blick.', 'Mit Beispielen, Skizzen und typischen Prüfungsfragen.', 'Ideal zur Vorbereitung auf die nächste Klassenarbeit.', 'Die Grundbegriffe werden Schritt für Schritt erklärt.', 'Inklusive Merksätzen und häufigen Fehlern.', 'Von mir für meinen Leistungskurs geschrieben.'],
  fr: ['Tout l’essentiel sur {topic} en un coup d’œil.', 'Avec des exemples, des schémas et des questions de contrôle.', 'Idéal pour réviser avant une évaluation.', 'Les notions clés sont expliquées pas à pas.', 'Avec les erreurs fréquentes à éviter.', 'Rédigé pour ma classe de terminale.'],
  en: ['Everything important about {topic} at a glance.', 'With examples, diagrams and typical exam questions.', 'Ideal for revising before your next test.', 'The key terms are explained step by step.', 'Includes memory aids and common mistakes.', 'Written for my own exam preparation.'],
  es: ['Todo lo importante sobre {topic} de un vistazo.', 'Con ejemplos, esquemas y preguntas típicas de examen.', 'Ideal para repasar antes del próximo examen.', 'Los conceptos clave se explican paso a paso.', 'Incluye trucos para recordar y errores frecuentes.', 'Escrito para mi propia preparación.'],
  it: ['Tutto l’essenziale su {topic} in un colpo d’occhio.', 'Con esempi, schemi e domande tipiche da verifica.', 'Ideale per ripassare prima della prossima verifica.', 'I concetti chiave sono spiegati passo dopo passo.', 'Con trucchi per ricordare ed errori frequenti.', 'Scritto per la mia preparazione alla maturità.'],
  pl: ['Wszystko, co ważne o temacie {topic}, w jednym miejscu.', 'Z przykładami, schematami i typowymi pytaniami egzaminacyjnymi.', 'Idealne do powtórki przed sprawdzianem.', 'Kluczowe pojęcia wyjaśnione krok po kroku.', 'Z podpowiedziami i częstymi błędami.', 'Napisane na potrzeby mojej matury.'],
};

const FIRST_NAMES = ['Lena', 'Jonas', 'Mia', 'Paul', 'Chloé', 'Lucas', 'Emma', 'Noah', 'Sofía', 'Mateo', 'Giulia', 'Luca', 'Zofia', 'Jakub', 'Olivia', 'Liam', 'Hanna', 'Felix', 'Inès', 'Hugo'];
const LAST_NAMES = ['Vogel', 'Müller', 'Schmidt', 'Martin', 'Bernard', 'Smith', 'Johnson', 'García', 'López', 'Rossi', 'Bianchi', 'Nowak', 'Kowalski', 'Brown', 'Wagner', 'Dubois', 'Moreno', 'Ricci', 'Wiśniewski', 'Taylor'];

export type GenerateKnowsOptions = {
  knows: number;
  /** Knows per transaction (one multi-row INSERT per table). */
  batchSize?: number;
  /** About this many knows per generated knower. */
  knowsPerKnower?: number;
  /** Seed of the pseudo-random choices, for a repeatable set. */
  seed?: number;
  onProgress?: (inserted: number) => void;
};

/** A seeded number in [0, 1), good enough for picking words. */
function random(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts `knows` published knows (plus their knowers) into a database that has the catalogue (subjects, grades);
 * throws when it has no subjects. Returns the number inserted and how long it took.
 */
export async function generateKnows(db: Db, options: GenerateKnowsOptions): Promise<{ knows: number; knowers: number; ms: number }> {
  const started = performance.now();
  const { knows: total, batchSize = 1000, knowsPerKnower = 50, seed = Date.now() } = options;
  if (!Number.isInteger(total) || total < 1) throw new Error('The number of knows must be a whole number of at least 1.');
  const pick = random(seed);
  const oneOf = <T>(items: readonly T[]): T => items[Math.floor(pick() * items.length)]!;

  const subjectRows = await db.select({ id: subjects.id, slug: subjects.slug, language: subjects.contentLanguage }).from(subjects);
  if (subjectRows.length === 0) throw new Error('The database has no subjects: seed the catalogue first (npm run db:seed).');
  const gradeRows = await db.select({ id: grades.id, country: grades.country }).from(grades);
  const subjectsByLanguage = new Map<string, { id: string; slug: string }[]>();
  for (const row of subjectRows) subjectsByLanguage.set(row.language, [...(subjectsByLanguage.get(row.language) ?? []), row]);
  const gradesByCountry = new Map<string, string[]>();
  for (const row of gradeRows) gradesByCountry.set(row.country, [...(gradesByCountry.get(row.country) ?? []), row.id]);

  // Only countries whose language has subjects in the catalogue; weighted choice.
  const countries = COUNTRIES.filter(({ language }) => subjectsByLanguage.has(language));
  if (countries.length === 0) throw new Error('The catalogue has no subjects in any generated language (de, fr, en, es, it, pl).');
  const totalWeight = countries.reduce((sum, { weight }) => sum + weight, 0);
  const pickCountry = () => {
    let left = pick() * totalWeight;
    for (const entry of countries) if ((left -= entry.weight) < 0) return entry;
    return countries[countries.length - 1]!;
  };

  const runId = randomUUID().slice(0, 6); // usernames stay unique across runs, even with the same seed
  const knowerPool = new Map<string, string[]>(); // country → knower uuids made so far
  let knowerCount = 0;
  const now = Date.now();
  let inserted = 0;

  while (inserted < total) {
    const size = Math.min(batchSize, total - inserted);
    const userRows: (typeof users.$inferInsert)[] = [];
    const knowerRows: (typeof knowers.$inferInsert)[] = [];
    const knowRows: (typeof knows.$inferInsert)[] = [];
    const subjectLinks: (typeof knowSubjects.$inferInsert)[] = [];
    const gradeLinks: (typeof knowGrades.$inferInsert)[] = [];

    for (let i = 0; i < size; i += 1) {
      const { country, language } = pickCountry();
      // A new knower for this country about once every `knowsPerKnower` knows, else one of its existing ones.
      let pool = knowerPool.get(country);
      if (!pool || pick() < 1 / knowsPerKnower) {
        const userUuid = randomUUID();
        const knowerUuid = randomUUID();
        const first = oneOf(FIRST_NAMES);
        const last = oneOf(LAST_NAMES);
        knowerCount += 1;
        userRows.push({
          uuid: userUuid,
          name: `${first} ${last}`,
          username: `${first}.${last}.${runId}${knowerCount}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.]/g, ''),
          country,
          interfaceLanguage: language,
          primaryContentLanguage: language,
        });
        knowerRows.push({ uuid: knowerUuid, userUuid });
        pool = [...(pool ?? []), knowerUuid];
        knowerPool.set(country, pool);
      }
      const subject = oneOf(subjectsByLanguage.get(language)!);
      const topic = oneOf(TOPICS[language][subject.slug] ?? TOPICS[language].mathematics!);
      const sentences = SENTENCES[language];
      const description = [oneOf(sentences), oneOf(sentences), ...(pick() < 0.5 ? [oneOf(sentences)] : [])]
        .filter((sentence, index, all) => all.indexOf(sentence) === index)
        .join(' ')
        .replace('{topic}', topic);
      const createdOn = new Date(now - Math.floor(pick() * 730 * DAY_MS));
      const uuid = randomUUID();
      const formatRoll = pick();
      knowRows.push({
        uuid,
        knowerUuid: oneOf(pool),
        title: `${topic} – ${oneOf(KINDS[language])}`,
        description,
        contentLanguage: language,
        country,
        knowFormat: formatRoll < 0.85 ? KNOW_FORMATS[0] : formatRoll < 0.97 ? KNOW_FORMATS[1] : KNOW_FORMATS[2],
        status: 'PUBLISHED',
        createdOn,
        publishedOn: new Date(createdOn.getTime() + Math.floor(pick() * 2 * DAY_MS)),
      });
      subjectLinks.push({ knowUuid: uuid, subjectId: subject.id });
      if (pick() < 0.15) {
        const second = oneOf(subjectsByLanguage.get(language)!);
        if (second.id !== subject.id) subjectLinks.push({ knowUuid: uuid, subjectId: second.id });
      }
      const countryGrades = gradesByCountry.get(country) ?? (language === 'de' ? gradesByCountry.get('DE') : undefined);
      if (countryGrades?.length) {
        const start = Math.floor(pick() * countryGrades.length);
        const span = pick() < 0.3 ? 2 : 1;
        for (const gradeId of countryGrades.slice(start, start + span)) gradeLinks.push({ knowUuid: uuid, gradeId });
      }
    }

    await db.transaction(async (tx) => {
      if (userRows.length) await tx.insert(users).values(userRows);
      if (knowerRows.length) await tx.insert(knowers).values(knowerRows);
      await tx.insert(knows).values(knowRows);
      await tx.insert(knowSubjects).values(subjectLinks);
      if (gradeLinks.length) await tx.insert(knowGrades).values(gradeLinks);
    });
    inserted += size;
    options.onProgress?.(inserted);
  }
  return { knows: inserted, knowers: knowerCount, ms: Math.round(performance.now() - started) };
}

/** How many knows the database holds. */
export async function countKnows(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(knows);
  return row?.count ?? 0;
}
