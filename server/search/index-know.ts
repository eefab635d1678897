// Puts a know into full-text search and keeps the suggestion words (search_terms) counted, for two audiences: members
// (signed-in users: search_vector, from every page) and visitors who are not signed in (visitor_search_vector, from
// what they may see — title, description and page 1, or every page when the know's country shows content unblurred;
// security finding "search leaks blurred text"). Each audience's words are counted apart (search_terms.audience).
//
// The vector holds, besides the weighted lexemes of title (A), description (B) and text (C) in the text-search
// configuration of the know's content language, the words the know contributed to search_terms, each as a lexeme
// that starts with a space (plus one lexeme with two spaces naming the language). No query can produce a lexeme with a
// space, so these never match or rank; they let indexing again, or unindexing, change the counts by exactly what this
// know had added — even when its text or language changed in between — without a table of its own. Last, one lexeme
// with three spaces per subject and grade of the know ('   s<uuid>', '   g<uuid>'): a filtered search ANDs it to its
// query (filterLexeme), so that the GIN index, not a lookup per match, narrows a common word to one subject's knows.
//
// Accents and diacritics (issue 15): each part's lexemes are those of the language's configuration merged, at the
// same positions, with those of its folded twin (knowly_folded_<configuration>, migration 0014: words outside ASCII
// lose their accents before the stemmer). A query matches either (search-knows.ts): as typed with its accents, the
// language's stemmer sees what it expects ("ağaç" finds "Ağacın"); typed without them, the folded lexemes match
// ("revolucion" finds "revolución", "hucre" finds "hücre").
//
// A flashcard set's text is its cards' fronts and backs, read from flashcard_cards whenever it is indexed (issue 31:
// "Zelle" finds a "Zellorganellen" set whose cards say it), so code that changes a set's cards calls indexKnow and the
// vector follows; visitors get the cards a visitor may see (the first FLASHCARD_PREVIEW_COUNT, or all where the know's
// country shows content unblurred), as documents give them page 1 (decision 013).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COUNTRY_CODES } from '../../config/countries/country-codes';
import { isContentUnblurred } from '../../config/feature-switches';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { flashcardCards, knowGrades, knowPages, knows, knowSubjects, searchTerms } from '../db/schema';
import { FLASHCARD_PREVIEW_COUNT } from '../flashcards/find-know-flashcards';
import type { SearchAudience } from '../db/schema/knows';

/** PostgreSQL text-search configurations we use (all built in, in PGlite too). */
export type SearchConfig = 'german' | 'french' | 'english' | 'spanish' | 'italian' | 'portuguese' | 'turkish' | 'romanian' | 'greek' | 'dutch' | 'hungarian' | 'simple';

const CONFIG_BY_LANGUAGE: Record<string, SearchConfig> = {
  de: 'german',
  fr: 'french',
  en: 'english',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  tr: 'turkish',
  ro: 'romanian',
  el: 'greek',
  nl: 'dutch',
  hu: 'hungarian',
};

/** The text-search configuration of a content language: regional variants use their language's (es-MX → spanish,
 *  pt-BR → portuguese, en-GB → english); languages PostgreSQL has no stemmer for (pl, cs, fil) use 'simple'. */
export function searchConfigOf(language: string): SearchConfig {
  return CONFIG_BY_LANGUAGE[language.toLowerCase().split('-')[0]!] ?? 'simple';
}

/** The folded twin of a configuration (migration 0014): the same stemmer and stop words, accents folded first. */
type FoldedSearchConfig = `knowly_folded_${SearchConfig}`;
export const foldedSearchConfigOf = (config: SearchConfig): FoldedSearchConfig => `knowly_folded_${config}`;

/** The same mapping in SQL, for statements over many knows of different languages (the knows generator). */
function searchConfigSql(language: SQL | AnyPgColumn, { folded }: { folded: boolean }): SQL {
  const cases = Object.entries(CONFIG_BY_LANGUAGE).map(([code, config]) => sql`when ${code} then ${folded ? foldedSearchConfigOf(config) : config}`);
  return sql`(case split_part(lower(${language}), '-', 1) ${sql.join(cases, sql` `)} else ${folded ? foldedSearchConfigOf('simple') : 'simple'} end)::regconfig`;
}

/** Documents are cut here before indexing: a tsvector must stay under 1 MB, and the first pages say what a know is. */
const MAX_INDEXED_TEXT_CHARS = 200_000;
/** Suggestion words are 3 to 40 characters long and hold no digit or punctuation. */
const TERM_MIN_LENGTH = 3;
const TERM_MAX_LENGTH = 40;
const TERM_MARKER = ' ';
const LANGUAGE_MARKER = '  ';
const FILTER_MARKER = '   ';
const FILTER_KINDS = { subject: 's', grade: 'g' } as const;

/** The lexeme a know's vector holds for one of its subjects or grades, to AND to a filtered search's query. */
export const filterLexeme = (kind: keyof typeof FILTER_KINDS, id: string): string => `${FILTER_MARKER}${FILTER_KINDS[kind]}${id}`;

/** The filter lexemes of the know whose uuid is `knowUuid` (its subjects and grades, as they are now). */
function filterLexemesSql(knowUuid: Expr): SQL {
  return sql`(array(select ${`${FILTER_MARKER}${FILTER_KINDS.subject}`} || ${knowSubjects.subjectId}::text from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knowUuid})
    || array(select ${`${FILTER_MARKER}${FILTER_KINDS.grade}`} || ${knowGrades.gradeId}::text from ${knowGrades} where ${knowGrades.knowUuid} = ${knowUuid}))`;
}

type Expr = SQL | AnyPgColumn;

/** The suggestion words of a text: its lower-cased words (as the 'simple' configuration splits them) that are not a
 *  stop word of the language's configuration. */
function searchTermsSql({ config, text }: { config: Expr; text: Expr }): SQL {
  return sql`array(
    select word from unnest(tsvector_to_array(to_tsvector('simple', ${text}))) as word
    where char_length(word) between ${TERM_MIN_LENGTH} and ${TERM_MAX_LENGTH}
      and word !~ '[0-9_./:@''-]'
      and to_tsvector(${config}, word) <> ''::tsvector
  )`;
}

/** Both configurations of a language: the regconfig expressions of searchConfigSql, or literals cast with ::regconfig. */
type Configs = { config: Expr; folded: Expr };

/**
 * The lexemes of one part of a know in its language's configuration and in the folded twin, at the same positions
 * (both read the same tokens; tsvector input merges the lexemes they share). A text of ASCII only needs no twin.
 */
function partVectorSql({ config, folded }: Configs, part: Expr): SQL {
  return sql`(select case when octet_length(part.text) = char_length(part.text) then to_tsvector(${config}, part.text)
    else (to_tsvector(${config}, part.text)::text || ' ' || to_tsvector(${folded}, part.text)::text)::tsvector end
    from (select ${part} as text) as part)`;
}

/**
 * The search vector of a know, in the configurations of its language (Configs); the others are columns or SQL. Both
 * audiences' vectors are made by it (audienceVectorSql), one know at a time or in bulk (bulkSearchVectors, then
 * rebuildSearchTerms).
 */
function searchVectorSql({ configs, knowUuid, language, title, description, textContent }: { configs: Configs; knowUuid: Expr; language: Expr; title: Expr; description: Expr; textContent: Expr }): SQL {
  const text = sql`left(${textContent}, ${MAX_INDEXED_TEXT_CHARS})`;
  const all = sql`(${title} || ' ' || ${description} || ' ' || ${text})`;
  return sql`(
    setweight(${partVectorSql(configs, title)}, 'A')
    || setweight(${partVectorSql(configs, description)}, 'B')
    || setweight(${partVectorSql(configs, text)}, 'C')
    || array_to_tsvector(array[${LANGUAGE_MARKER} || ${language}] || array(select ${TERM_MARKER} || term from unnest(${searchTermsSql({ config: configs.config, text: all })}) as term) || ${filterLexemesSql(knowUuid)})
  )`;
}

/** Countries whose knows show every page to everyone: their visitors' vectors hold every page. */
const UNBLURRED_COUNTRIES = COUNTRY_CODES.filter((code) => isContentUnblurred(code));

const isUnblurredCountrySql = (): SQL =>
  UNBLURRED_COUNTRIES.length === 0 ? sql`false` : sql`${knows.country} in (${sql.join(UNBLURRED_COUNTRIES.map((code) => sql`${code}`), sql`, `)})`;

/**
 * The text of a flashcard set's cards (the first `limit` cards in study order, or all): each note's front and back
 * once, however many cards it makes, cut where searchVectorSql cuts before the markup is cleaned. The sides are sanitized HTML, whose tags and entities the text-search parser
 * skips; cloze markup loses its braces and "c1::" so that a deletion's words are words ("{{c1::Mitochondrien::Ort}}"),
 * a sound or video (`[sound:<file>]`, lib/flashcards/card-media.ts) is no words at all, and a type-in answer's marker
 * (`[[type:Rhythmus]]`, lib/flashcards/type-answer.ts) only its answer's.
 */
function cardsTextSql(limit: SQL): SQL {
  return sql`coalesce((
    select regexp_replace(regexp_replace(regexp_replace(left(string_agg(note.front || ' ' || note.back, E'\n' order by note.position), ${MAX_INDEXED_TEXT_CHARS}), '[[]sound:[^]]*[]]|[[][[]type(-nc)?:|[]][]]', ' ', 'g'), '[{][{]c[0-9]+::|[}][}]', ' ', 'g'), '::', ' ', 'g')
    from (select distinct on (card.note_uuid) card.note_uuid, card.position, card.front, card.back
          from (select ${flashcardCards.noteUuid} as note_uuid, ${flashcardCards.position} as position, ${flashcardCards.front} as front, ${flashcardCards.back} as back
                from ${flashcardCards} where ${flashcardCards.knowUuid} = ${knows.uuid}
                order by ${flashcardCards.position}, ${flashcardCards.ordinal} limit ${limit}) as card) as note), '')`;
}

const isFlashcardSetSql = (): SQL => sql`${knows.knowFormat} = 'FLASHCARDS'`;

/** What a signed-in user may read of a know: every page, or every card of a flashcard set (a set without card rows —
 *  made before cards were stored apart — by its text as written at its creation). */
function memberTextSql(): SQL {
  return sql`(case when ${isFlashcardSetSql()} then coalesce(nullif(${cardsTextSql(sql`all`)}, ''), ${knows.textContent}) else ${knows.textContent} end)`;
}

/** What a visitor who is not signed in may read of a know (know-entitlement.ts, find-know-flashcards.ts): page 1 (the
 *  first FLASHCARD_PREVIEW_COUNT cards of a set), or everything where the know's country shows content unblurred.
 *  Title and description are added by searchVectorSql. */
function visitorTextSql(): SQL {
  const firstPage = sql`coalesce((select ${knowPages.text} from ${knowPages} where ${knowPages.knowUuid} = ${knows.uuid} and ${knowPages.pageNumber} = 1), '')`;
  return sql`(case when ${isUnblurredCountrySql()} then ${memberTextSql()}
    when ${isFlashcardSetSql()} then coalesce(nullif(${cardsTextSql(sql`${FLASHCARD_PREVIEW_COUNT}`)}, ''), ${firstPage}) else ${firstPage} end)`;
}

/** Where an audience's vector lives (column and GIN index) and which text it is made of. */
type Audience = { name: SearchAudience; vector: AnyPgColumn; column: string; index: string; text: () => SQL | AnyPgColumn };

const AUDIENCES: readonly Audience[] = [
  { name: 'member', vector: knows.searchVector, column: 'search_vector', index: 'knows_search_vector_idx', text: memberTextSql },
  { name: 'visitor', vector: knows.visitorSearchVector, column: 'visitor_search_vector', index: 'knows_visitor_search_vector_idx', text: visitorTextSql },
];

/** The vector column a search of the audience matches. */
export const searchVectorOf = (audience: SearchAudience): AnyPgColumn => (audience === 'member' ? knows.searchVector : knows.visitorSearchVector);

/** An audience's search vector of a know (the row being updated), in the text-search configurations `configs`. */
function audienceVectorSql(audience: Audience, configs: Configs): SQL {
  return searchVectorSql({ configs, knowUuid: knows.uuid, language: knows.contentLanguage, title: knows.title, description: knows.description, textContent: audience.text() });
}

/** The suggestion words a stored vector contributed, and under which language. */
function contributedTermsSql(vector: Expr): SQL {
  return sql`array(select substr(lexeme, 2) from unnest(tsvector_to_array(${vector})) as lexeme where lexeme like ${`${TERM_MARKER}%`} and lexeme not like ${`${LANGUAGE_MARKER}%`})`;
}
function contributedLanguageSql(vector: Expr): SQL {
  return sql`(select substr(lexeme, 3) from unnest(tsvector_to_array(${vector})) as lexeme where lexeme like ${`${LANGUAGE_MARKER}%`} and lexeme not like ${`${FILTER_MARKER}%`} limit 1)`;
}

type Contribution = { language: string | null; terms: string[] };

async function lockContribution(db: Db, knowUuid: string, audience: Audience): Promise<(Contribution & { isPublic: boolean; contentLanguage: string }) | null> {
  const rows = await queryRows<{ language: string | null; terms: string[] | null; is_public: boolean; content_language: string }>(db, sql`
    select ${contributedLanguageSql(audience.vector)} as language,
           ${contributedTermsSql(audience.vector)} as terms,
           (${knows.status} = 'PUBLISHED' and not ${knows.isPrivate} and ${knows.publishedOn} is not null) as is_public,
           ${knows.contentLanguage} as content_language
    from ${knows} where ${knows.uuid} = ${knowUuid} for update`);
  const row = rows[0];
  if (!row) return null;
  return { language: row.language, terms: row.terms ?? [], isPublic: row.is_public, contentLanguage: row.content_language };
}

async function addToTerms(db: Db, audience: Audience, language: string, terms: readonly string[], delta: 1 | -1): Promise<void> {
  if (terms.length === 0) return;
  const list = sql`(select value from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb))`;
  const ofAudience = sql`audience = ${audience.name} and content_language = ${language}`;
  if (delta === 1) {
    await db.execute(sql`
      insert into ${searchTerms} (audience, content_language, term, document_count)
      select ${audience.name}, ${language}, value, 1 from ${list} as terms
      on conflict (audience, content_language, term) do update set document_count = ${searchTerms}.document_count + 1`);
    return;
  }
  await db.execute(sql`update ${searchTerms} set document_count = document_count - 1 where ${ofAudience} and term in ${list}`);
  await db.execute(sql`delete from ${searchTerms} where ${ofAudience} and term in ${list} and document_count <= 0`);
}

/**
 * Indexes a know if it is public (published, not private), else removes it from search. Indexing again after a change
 * of text, title or language moves the word counts by the difference; indexing twice changes nothing.
 */
export async function indexKnow(db: Db, knowUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const audience of AUDIENCES) await indexFor(tx, knowUuid, audience);
  });
}

async function indexFor(db: Db, knowUuid: string, audience: Audience): Promise<void> {
  const before = await lockContribution(db, knowUuid, audience);
  if (!before) return;
  if (!before.isPublic) {
    await clearIndex(db, knowUuid, audience, before);
    return;
  }
  const config = searchConfigOf(before.contentLanguage);
  const configs = { config: sql`${config}::regconfig`, folded: sql`${foldedSearchConfigOf(config)}::regconfig` };
  const column = sql.raw(`"${audience.column}"`);
  const updated = await queryRows<{ terms: string[] | null }>(db, sql`
    update ${knows} set ${column} = ${audienceVectorSql(audience, configs)}
    where ${knows.uuid} = ${knowUuid}
    returning ${contributedTermsSql(column)} as terms`);
  const after = new Set(updated[0]?.terms ?? []);
  if (before.language !== null && before.language !== before.contentLanguage) {
    await addToTerms(db, audience, before.language, before.terms, -1);
    await addToTerms(db, audience, before.contentLanguage, [...after], 1);
    return;
  }
  const previous = new Set(before.terms);
  await addToTerms(db, audience, before.contentLanguage, before.terms.filter((term) => !after.has(term)), -1);
  await addToTerms(db, audience, before.contentLanguage, [...after].filter((term) => !previous.has(term)), 1);
}

async function clearIndex(db: Db, knowUuid: string, audience: Audience, before: Contribution): Promise<void> {
  await db.execute(sql`update ${knows} set ${sql.raw(`"${audience.column}"`)} = null where ${knows.uuid} = ${knowUuid} and ${audience.vector} is not null`);
  if (before.language !== null) await addToTerms(db, audience, before.language, before.terms, -1);
}

/** Takes a know out of search (made private, rejected, deleted next): clears its vectors and its word counts. Idempotent. */
export async function unindexKnow(db: Db, knowUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const audience of AUDIENCES) {
      const before = await lockContribution(tx, knowUuid, audience);
      if (before) await clearIndex(tx, knowUuid, audience, before);
    }
  });
}

/** Both audiences' vectors of the knows in `where`, in their own languages, for a bulk update (the knows generator). */
export function bulkSearchVectors(): { searchVector: SQL; visitorSearchVector: SQL } {
  const configs = { config: searchConfigSql(knows.contentLanguage, { folded: false }), folded: searchConfigSql(knows.contentLanguage, { folded: true }) };
  return { searchVector: audienceVectorSql(AUDIENCES[0]!, configs), visitorSearchVector: audienceVectorSql(AUDIENCES[1]!, configs) };
}

/**
 * Makes both vectors anew for indexed knows that have no visitor vector — a database from before migration 0007, or
 * from before 0014 (which cleared the visitor vectors so that every know gets its folded lexemes) — then recounts the
 * words. Runs at start; costs one statement when there is nothing to do.
 */
export async function backfillVisitorSearch(db: Db): Promise<number> {
  const vectors = bulkSearchVectors();
  const rows = await queryRows<{ uuid: string }>(db, sql`
    update ${knows} set search_vector = ${vectors.searchVector}, visitor_search_vector = ${vectors.visitorSearchVector}
    where ${knows.searchVector} is not null and ${knows.visitorSearchVector} is null
    returning ${knows.uuid} as uuid`);
  if (rows.length > 0) await rebuildSearchTerms(db);
  return rows.length;
}

/**
 * Recounts search_terms from every indexed know (after a bulk vector update, e.g. the knows generator), then vacuums
 * and analyzes the tables search reads: PGlite has no autovacuum (and a server may run without it), and
 * - without statistics the planner can pick plans that test every know's vector;
 * - without a vacuum the rows just written are not marked all-visible, so the counts of the newest knows, which an
 *   index-only scan answers from the index alone, read a table page per row (seen at 100,000 knows: 5–7 ms instead
 *   of 0.6 for the first 1,000 of a language; search p95 through HTTP at 4 connections 52–66 ms instead of 47–48).
 * Last, it merges the pending lists of both vectors' GIN indexes: bulk updates leave new entries there, and every
 * search reads a pending list whole (seen at 100,000 knows: 440 pages for the visitor index, 203 for the member one,
 * against 3 and 4 once merged).
 */
export async function rebuildSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${searchTerms}`);
    for (const audience of AUDIENCES) {
      await tx.execute(sql`
        insert into ${searchTerms} (audience, content_language, term, document_count)
        select ${audience.name}, ${contributedLanguageSql(audience.vector)} as language, term, count(*)::int
        from ${knows}, unnest(${contributedTermsSql(audience.vector)}) as term
        where ${audience.vector} is not null
        group by 2, 3`);
    }
  });
  await db.execute(sql`vacuum (analyze) ${knows}, ${searchTerms}, ${knowSubjects}, ${knowGrades}`);
  await db.execute(sql`select ${sql.join(AUDIENCES.map((audience) => sql`gin_clean_pending_list(${audience.index}::regclass)`), sql`, `)}`);
}
