// Synthetic but plausible knows for load tests and benchmarks (`npm run db:generate -- --knows 100000`): titles,
// descriptions and page texts from word lists per language (generated-know-words.ts), spread over the countries with
// their weights, filed under the catalogue's subjects (and grades where the country has them), published and indexed
// for search, by a crowd of generated knowers.
// Inserted in batches: multi-row INSERTs, one transaction per batch, ids made here so no row needs reading back; each
// batch's search vectors are set with the SQL that indexing uses (server/search/index-know.ts), and the suggestion
// words are recounted once at the end. Pages point to a few shared page images (generated-page-images.ts) instead
// of one rendered document per know.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { slugify } from '../../../lib/knows/paths';
import { mulberry32 } from '../../../lib/seeded-random';
import { getFileStorage, type FileStorage } from '../../files/storage';
import { bulkSearchVectors, rebuildSearchTerms } from '../../search/index-know';
import type { Db } from '../client';
import { grades, knowers, knowGrades, knowPages, knowSubjects, knows, subjects, users } from '../schema';
import { KNOW_FORMATS } from '../schema/knows';
import { storeGeneratedPageImages } from './generated-page-images';
import { FIRST_NAMES, KINDS, LAST_NAMES, SENTENCES, TOPICS, type WordLanguage } from './generated-know-words';

/** Country, its content language, the catalogue language of its subjects and words, and its share of the knows. */
const COUNTRIES: { country: string; language: string; words: WordLanguage; weight: number }[] = [
  { country: 'DE', language: 'de', words: 'de', weight: 30 },
  { country: 'AT', language: 'de', words: 'de', weight: 3 },
  { country: 'CH', language: 'de', words: 'de', weight: 2 },
  { country: 'FR', language: 'fr', words: 'fr', weight: 12 },
  { country: 'US', language: 'en', words: 'en', weight: 15 },
  { country: 'GB', language: 'en-GB', words: 'en', weight: 10 },
  { country: 'ES', language: 'es', words: 'es', weight: 8 },
  { country: 'MX', language: 'es-MX', words: 'es', weight: 5 },
  { country: 'IT', language: 'it', words: 'it', weight: 8 },
  { country: 'PL', language: 'pl', words: 'pl', weight: 7 },
  { country: 'TR', language: 'tr', words: 'tr', weight: 5 },
  { country: 'BR', language: 'pt-BR', words: 'pt', weight: 5 },
];

export type GenerateKnowsOptions = {
  knows: number;
  /** Knows per transaction (one multi-row INSERT per table). */
  batchSize?: number;
  /** About this many knows per generated knower. */
  knowsPerKnower?: number;
  /** Seed of the pseudo-random choices, for a repeatable set. */
  seed?: number;
  /** Where the shared page images go (default: the process's storage). */
  storage?: FileStorage;
  onProgress?: (inserted: number) => void;
};

/** A seeded number in [0, 1), good enough for picking words. */
function random(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PAGES = 6;

/**
 * Inserts `knows` published knows (plus their knowers and pages) into a database that has the catalogue (subjects,
 * grades); throws when it has no subjects. Returns the number inserted and how long it took.
 */
export async function generateKnows(db: Db, options: GenerateKnowsOptions): Promise<{ knows: number; knowers: number; ms: number }> {
  const started = performance.now();
  const { knows: total, batchSize = 1000, knowsPerKnower = 50, seed = Date.now(), storage = getFileStorage() } = options;
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

  // Only countries whose catalogue language has subjects; weighted choice.
  const countries = COUNTRIES.filter(({ words }) => subjectsByLanguage.has(words));
  if (countries.length === 0) throw new Error(`The catalogue has no subjects in any generated language (${[...new Set(COUNTRIES.map(({ words }) => words))].join(', ')}).`);
  const totalWeight = countries.reduce((sum, { weight }) => sum + weight, 0);
  const pickCountry = () => {
    let left = pick() * totalWeight;
    for (const entry of countries) if ((left -= entry.weight) < 0) return entry;
    return countries[countries.length - 1]!;
  };

  const pageImages = await storeGeneratedPageImages(storage);
  const firstPages = pageImages.filter((image) => image.first);
  const laterPages = pageImages.filter((image) => !image.first);
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
    const pageRows: (typeof knowPages.$inferInsert)[] = [];
    const subjectLinks: (typeof knowSubjects.$inferInsert)[] = [];
    const gradeLinks: (typeof knowGrades.$inferInsert)[] = [];

    for (let i = 0; i < size; i += 1) {
      const { country, language, words } = pickCountry();
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
      const subject = oneOf(subjectsByLanguage.get(words)!);
      const topic = oneOf(TOPICS[words][subject.slug] ?? TOPICS[words].mathematics!);
      const sentences = SENTENCES[words];
      const sentence = () => oneOf(sentences).replace('{topic}', topic);
      const description = [sentence(), sentence(), ...(pick() < 0.5 ? [sentence()] : [])].filter((text, index, all) => all.indexOf(text) === index).join(' ');
      const title = `${topic} – ${oneOf(KINDS[words])}`;
      const createdOn = new Date(now - Math.floor(pick() * 730 * DAY_MS));
      const publishedOn = new Date(createdOn.getTime() + Math.floor(pick() * 2 * DAY_MS));
      const uuid = randomUUID();
      const formatRoll = pick();
      const pageCount = 1 + Math.floor(pick() * MAX_PAGES);
      const pageTexts = Array.from({ length: pageCount }, (_, index) => `${index === 0 ? `${title}\n` : ''}${topic}. ${sentence()} ${sentence()} ${sentence()}`);
      const likeCount = Math.floor(pick() ** 3 * 500);
      knowRows.push({
        uuid,
        knowerUuid: oneOf(pool),
        title,
        slug: slugify(title),
        description,
        contentLanguage: language,
        country,
        knowFormat: formatRoll < 0.85 ? KNOW_FORMATS[0] : formatRoll < 0.97 ? KNOW_FORMATS[1] : KNOW_FORMATS[2],
        status: 'PUBLISHED',
        documentState: 'READY',
        // Made-up text filed under a random subject: the subject-fit check would only sink them at random.
        subjectChecked: true,
        pageCount,
        textContent: pageTexts.join('\n\n'),
        likeCount,
        viewCount: likeCount * (5 + Math.floor(pick() * 30)) + Math.floor(pick() * 50),
        createdOn,
        updatedOn: publishedOn,
        publishedOn,
      });
      pageTexts.forEach((text, index) => {
        const image = oneOf(index === 0 ? firstPages : laterPages);
        pageRows.push({ knowUuid: uuid, pageNumber: index + 1, imageKey: image.imageKey, previewKey: image.previewKey, width: image.width, height: image.height, text });
      });
      subjectLinks.push({ knowUuid: uuid, subjectId: subject.id });
      if (pick() < 0.15) {
        const second = oneOf(subjectsByLanguage.get(words)!);
        if (second.id !== subject.id) subjectLinks.push({ knowUuid: uuid, subjectId: second.id });
      }
      const countryGrades = gradesByCountry.get(country) ?? (words === 'de' ? gradesByCountry.get('DE') : undefined);
      if (countryGrades?.length) {
        const start = Math.floor(pick() * countryGrades.length);
        const span = pick() < 0.3 ? 2 : 1;
        for (const gradeId of countryGrades.slice(start, start + span)) gradeLinks.push({ knowUuid: uuid, gradeId });
      }
    }

    const uuids = knowRows.map((row) => row.uuid!);
    await db.transaction(async (tx) => {
      if (userRows.length) await tx.insert(users).values(userRows);
      if (knowerRows.length) await tx.insert(knowers).values(knowerRows);
      await tx.insert(knows).values(knowRows);
      await tx.insert(knowPages).values(pageRows);
      await tx.insert(knowSubjects).values(subjectLinks);
      if (gradeLinks.length) await tx.insert(knowGrades).values(gradeLinks);
      await tx
        .update(knows)
        .set(bulkSearchVectors())
        .where(inArray(knows.uuid, uuids));
    });
    inserted += size;
    options.onProgress?.(inserted);
  }
  await rebuildSearchTerms(db);
  return { knows: inserted, knowers: knowerCount, ms: Math.round(performance.now() - started) };
}

/** How many knows the database holds. */
export async function countKnows(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(knows);
  return row?.count ?? 0;
}
