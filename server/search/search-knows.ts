// Know search: full-text search over the public knows of one content language, with filters, ranking, counts and
// suggestions (typo corrections and completions from search_terms, each with its number of results).
//
// Matching: websearch_to_tsquery in the language's text-search configuration (stemming: "Pflanzen" finds "Pflanze";
// quotes, "or" and "-word" work as on web search engines), and the last word, while it is being typed, as a prefix too.
// A query with letters outside ASCII is also matched in the folded twin of the configuration, so that accents and
// diacritics do not matter either way ("revolution" finds "Révolution", "révolution" finds "Revolution"; index-know.ts).
// Typos: an unknown word is corrected to the most similar known word — one edit away (Levenshtein, accents folded) for
// words of five letters or more, else by trigram similarity; when the query as typed finds nothing and the corrected
// one does, the answer holds the corrected query's results and says so (correctedQuery), unless asked `asTyped`.
// Ranking: ts_rank_cd (title above description above text), doubled for knows holding every word as typed, lifted a
// little by quality (know-quality.ts: completeness, likes and saves; an open report lowers it) and by recency, over the
// newest RANKED_CANDIDATES matches. An empty query lists the newest knows.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '../../config/countries/country-config';
import { SEARCH_LIMITS } from '../../lib/contracts/search-limits';
import type { SearchKnowsResponse, SearchSuggestion } from '../../lib/contracts/search';
import type { KnowFormat } from '../../lib/contracts/knows';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { knowGrades, knows, knowSubjects, searchTerms } from '../db/schema';
import type { SearchAudience } from '../db/schema/knows';
import type { IncomingHttpHeaders } from 'node:http';
import { findKnowViewer } from '../knows/find-know-viewer';
import { findKnowSummaries, isPublicKnow } from '../knows/know-summaries';
import { knowQuality } from '../knows/know-quality';
import { filterLexeme, foldedSearchConfigOf, searchConfigOf, searchVectorOf } from './index-know';
import { isTermWord, MAX_CHECKED_WORDS, parseSearchQuery, replaceWord, type ParsedSearchQuery } from './parse-search-query';

export type SearchKnowsInput = {
  query: string;
  /** Signed-in users search every page; visitors who are not signed in only what they may see (index-know.ts). */
  audience: SearchAudience;
  /** A content language; its regional variants are searched too (es → es, es-MX, es-AR, …). */
  language: string;
  subjectId?: string;
  gradeId?: string;
  knowFormat?: KnowFormat;
  /** Only knows tagged with this exam board (config/exam-boards.ts). */
  examBoard?: string;
  page: number;
  pageSize: number;
  searchSessionUuid?: string;
  /** Search the query exactly as typed: no corrected results when it finds nothing (the correction is suggested). */
  asTyped?: boolean;
};

/** A typo correction must be at least this similar (pg_trgm) to the typed word… */
const CORRECTION_MIN_SIMILARITY = 0.4;
/** …or, for a typed word of this many letters or more, at most one edit away (insertion, deletion, substitution; accents
 *  folded). Such a pair shares all but three of its trigrams, a similarity of at least 1/3 (five letters, one
 *  substitution; more for longer words) — above pg_trgm's `%` threshold (0.3), so the trigram index finds it. */
const CORRECTION_ONE_EDIT_MIN_LENGTH = 5;
const COMPLETIONS = 3;

/** The content languages searched for one: the base language and all its regional variants. */
export function languageVariants(language: string): string[] {
  const base = language.split('-')[0]!.toLowerCase();
  return LANGUAGE_CODES.filter((code) => code.split('-')[0]!.toLowerCase() === base);
}

/**
 * `filters` for lists in publishing order (they use the public knows' (language, published_on) partial index, and a
 * subject or grade may drive the plan); `matchFilters` the same conditions for full-text matches, written so that the
 * plan must start from the GIN index of the vectors: they match no btree index, and subject and grade are lexemes of
 * the vectors ANDed to the query (`filterLexemes`), so the index narrows a common word to a subject's knows before any
 * row is read (a lookup per match cost ~13 µs for each of the ~4,000 knows holding a common word). Otherwise the planner may AND a bitmap of every public know of the language to the few text matches, or —
 * without statistics, as PGlite has until something runs ANALYZE — walk the partial index or a subject's knows and
 * test each one's vector (seen at 100,000 knows: 10 ms, 370 ms and 90 ms instead of a few).
 */
type Scope = { languages: string[]; config: string; foldedConfig: string; filters: SQL; matchFilters: SQL; filterLexemes: string[]; audience: SearchAudience; vector: AnyPgColumn };

function scopeOf(input: SearchKnowsInput): Scope {
  const languages = languageVariants(input.language);
  // Format and exam board: conditions on the know's own columns.
  const format = [...(input.knowFormat ? [eq(knows.knowFormat, input.knowFormat)] : []), ...(input.examBoard ? [eq(knows.examBoard, input.examBoard)] : [])];
  const subject = input.subjectId;
  const grade = input.gradeId;
  const config = searchConfigOf(input.language);
  return {
    languages,
    audience: input.audience,
    vector: searchVectorOf(input.audience),
    config,
    foldedConfig: foldedSearchConfigOf(config),
    filters: and(
      isPublicKnow,
      inArray(knows.contentLanguage, languages),
      ...format,
      ...(subject ? [sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid} and ${knowSubjects.subjectId} = ${subject})`] : []),
      ...(grade ? [sql`exists (select 1 from ${knowGrades} where ${knowGrades.knowUuid} = ${knows.uuid} and ${knowGrades.gradeId} = ${grade})`] : []),
    )!,
    matchFilters: and(
      sql`(${knows.status} || '') = 'PUBLISHED' and not ${knows.isPrivate} and ${knows.publishedOn} is not null`,
      inArray(sql`lower(${knows.contentLanguage})`, languages.map((code) => code.toLowerCase())),
      ...format,
    )!,
    // Subject and grade are lexemes of the vectors (index-know.ts), ANDed to the query: the GIN index intersects them.
    filterLexemes: [...(subject ? [filterLexeme('subject', subject)] : []), ...(grade ? [filterLexeme('grade', grade)] : [])],
  };
}

const textArray = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * The tsquery of a parsed query: websearch syntax, with the word being typed also as a prefix — unless it is a known
 * word (in search_terms), then it was most likely typed to its end, and a prefix match (which makes PostgreSQL scan
 * many index entries and recheck every vector) would only add longer words.
 */
function tsquerySql(parsed: ParsedSearchQuery, scope: Scope): SQL {
  // An ASCII query reads the same in both configurations (they differ only for words with other letters).
  const configs = isAscii(parsed.text) ? [scope.config] : [scope.config, scope.foldedConfig];
  const inEach = (make: (regconfig: SQL) => SQL) => sql`(${sql.join(configs.map((config) => make(sql`${config}::regconfig`)), sql` || `)})`;
  const whole = inEach((regconfig) => sql`websearch_to_tsquery(${regconfig}, ${parsed.text})`);
  if (!parsed.partialWord) return whole;
  const known = sql`exists (select 1 from ${searchTerms} where ${languageOfTerms(scope)} and ${searchTerms.foldedTerm} = knowly_fold(${parsed.partialWord}))`;
  // The partial word holds letters only, so `word:*` cannot carry tsquery syntax of its own.
  const prefix = inEach((regconfig) => sql`(websearch_to_tsquery(${regconfig}, ${parsed.textBeforePartialWord}) && to_tsquery(${regconfig}, ${`${parsed.partialWord}:*`}))`);
  return sql`(case when ${known} then ${whole} else ${prefix} end)`;
}

const isAscii = (text: string) => /^\p{ASCII}*$/u.test(text);

/** A tsquery that also asks for the scope's subject and grade lexemes (for matching; ranking uses the query alone). */
function withFilters(tsquery: SQL, scope: Scope): SQL {
  if (scope.filterLexemes.length === 0) return tsquery;
  return sql`(${tsquery} && ${sql.join(scope.filterLexemes.map((lexeme) => sql`quote_literal(${lexeme})::tsquery`), sql` && `)})`;
}

const languageOfTerms = (scope: Scope) =>
  sql`${searchTerms.audience} = ${scope.audience} and ${searchTerms.contentLanguage} in (${sql.join(scope.languages.map((code) => sql`${code}`), sql`, `)})`;

/** Every checked word as typed, as the suggestion-word lexemes of the vectors (' word'); null when none is checked. */
function exactTsquerySql(parsed: ParsedSearchQuery, config: string): SQL {
  const words = parsed.words.filter(isTermWord).slice(0, MAX_CHECKED_WORDS);
  return sql`(select string_agg(quote_literal(' ' || word), ' & ')::tsquery from unnest(${textArray(words)}) as word where to_tsvector(${config}::regconfig, word) <> ''::tsvector)`;
}

/** Relevance orders at most this many matches, the newest (more only for a page past them): a word found in tens of
 *  thousands of knows must not make every request read and rank all their vectors. Counts always cover every match. */
const RANKED_CANDIDATES = 200;
/** Quality lifts relevance by at most e (a complete know liked and saved a few dozen times, exp(1)); a complete know
 *  nobody liked yet by exp(4.5 / 12) ≈ 1.45; an open report lowers it to about 0.4 of its relevance (decision 048). */
const QUALITY_LIFT = 12;
/** The most relevant matches quality reorders (three pages of 20); the rest follow in order of relevance. */
const QUALITY_RANKED = 60;

/** `query` ranks; `matched` (with the filters) finds the matches, `exact` those holding every word as typed. */
function queriesCte(parsed: ParsedSearchQuery, scope: Scope): SQL {
  return sql`with q as (
    select query, ${withFilters(sql`query`, scope)} as matched, ${withFilters(sql`(case when exact is null then query else query && exact end)`, scope)} as exact
    from (select ${tsquerySql(parsed, scope)} as query, ${exactTsquerySql(parsed, scope.config)} as exact) as typed
  )`;
}

async function rankedHits(db: Db, parsed: ParsedSearchQuery, scope: Scope, limit: number, offset: number): Promise<{ uuids: string[]; total: number; exact: number }> {
  const cap = SEARCH_LIMITS.resultCountCap;
  const candidateCount = Math.max(RANKED_CANDIDATES, offset + limit);
  const [row] = await queryRows<{ uuids: string[]; total: number; exact_total: number }>(db, sql`
    ${queriesCte(parsed, scope)},
    -- The matches, up to the count's cap: all of them, but for a word found in more knows than the pages can show.
    matches as materialized (
      select ${knows.uuid} as uuid, ${knows.publishedOn} as published_on
      from ${knows}, q where ${scope.vector} @@ q.matched and ${scope.matchFilters} limit ${cap}
    ),
    -- Found through the GIN index like the matches: no vector is read to tell an exact match.
    exact_matches as materialized (
      select ${knows.uuid} as uuid from ${knows}, q where ${scope.vector} @@ q.exact and ${scope.matchFilters} limit ${cap}
    ),
    counted as (select (select count(*) from matches)::int as total, (select count(*) from exact_matches)::int as exact_total),
    -- The newest matches are ranked: of the matches when they are all there, else (a word in more knows than the cap)
    -- by a query of their own, which takes the newest without carrying every match along.
    candidates as (
      (select uuid, published_on from matches where (select total from counted) < ${cap} order by published_on desc, uuid limit ${candidateCount})
      union all
      (select ${knows.uuid}, ${knows.publishedOn} from ${knows}, q
       where (select total from counted) >= ${cap} and ${scope.vector} @@ q.matched and ${scope.matchFilters}
       order by ${knows.publishedOn} desc, ${knows.uuid} limit ${candidateCount})
    ),
    relevant as (
      -- The vectors are read for the candidates only (carrying them through every match costs more than looking up).
      select candidates.uuid, candidates.published_on,
             ts_rank_cd(${scope.vector}, q.query)
               * (case when (select exact_total from counted) < ${cap} and candidates.uuid in (select uuid from exact_matches) then 2
                       when (select exact_total from counted) >= ${cap} and ${scope.vector} @@ q.exact then 2 else 1 end)
               * (1 + 1 / (1 + extract(epoch from now() - candidates.published_on) / 86400 / 30)) as relevance
      from candidates join ${knows} on ${knows.uuid} = candidates.uuid, q
    ),
    by_relevance as (select *, row_number() over (order by relevance desc, published_on desc, uuid) as place from relevant),
    ranked as (
      -- Quality is looked up for the most relevant QUALITY_RANKED only (the pages a student reads), and reorders them.
      select by_relevance.uuid, row_number() over (
        order by (place <= ${sql.raw(String(QUALITY_RANKED))}) desc,
                 (case when place <= ${sql.raw(String(QUALITY_RANKED))}
                   then relevance * exp(least(${knowQuality}, ${sql.raw(String(QUALITY_LIFT))}) / ${sql.raw(String(QUALITY_LIFT))})
                   else relevance end) desc,
                 by_relevance.published_on desc, by_relevance.uuid
      ) as position
      from by_relevance join ${knows} on ${knows.uuid} = by_relevance.uuid
    )
    select array(select uuid from ranked where position > ${offset} and position <= ${offset + limit} order by position)::text[] as uuids,
           total, exact_total from counted`);
  return { uuids: row?.uuids ?? [], total: row?.total ?? 0, exact: row?.exact_total ?? 0 };
}

async function newestKnows(db: Db, scope: Scope, limit: number, offset: number): Promise<{ uuids: string[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    queryRows<{ uuid: string }>(db, sql`select ${knows.uuid} as uuid from ${knows} where ${scope.filters} order by ${knows.publishedOn} desc, ${knows.uuid} limit ${limit} offset ${offset}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (select 1 from ${knows} where ${scope.filters} limit ${SEARCH_LIMITS.resultCountCap}) as listed`),
  ]);
  return { uuids: rows.map((row) => row.uuid), total: count?.total ?? 0 };
}

/** How many knows a query finds, counted up to `cap`. */
async function countResults(db: Db, parsed: ParsedSearchQuery, scope: Scope, cap: number): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`
    select count(*)::int as total from (
      select 1 from ${knows} where ${scope.vector} @@ ${withFilters(tsquerySql(parsed, scope), scope)} and ${scope.matchFilters} limit ${cap}
    ) as hits`);
  return row?.total ?? 0;
}

/**
 * Suggested queries: each unknown word replaced by the most similar known word (one correction holding all
 * replacements), and completions of the word being typed by the known words it begins, most frequent first — unless
 * it is a known word itself (then it was most likely typed to its end).
 */
async function suggestedQueries(db: Db, parsed: ParsedSearchQuery, scope: Scope): Promise<{ text: string; type: SearchSuggestion['type'] }[]> {
  const checked = parsed.words.map((word, index) => ({ word, index })).filter(({ word }) => isTermWord(word)).slice(0, MAX_CHECKED_WORDS);
  const languages = languageOfTerms(scope);
  const parts: SQL[] = [];
  if (checked.length > 0) {
    // Candidates through the trigram index (`%`, similarity ≥ 0.3), then: one edit away for a word of five letters or
    // more (first), else similar enough; the more knows hold a word, the likelier it was meant.
    parts.push(sql`
      select 'correction' as kind, typed.word, (
        select candidate.term from (
          select ${searchTerms.term} as term, ${searchTerms.foldedTerm} as folded, sum(${searchTerms.documentCount}) as documents
          from ${searchTerms}
          where ${languages} and ${searchTerms.foldedTerm} % typed.folded
          group by ${searchTerms.term}, ${searchTerms.foldedTerm}
        ) as candidate,
        lateral (select similarity(candidate.folded, typed.folded) as similarity,
                        char_length(typed.word) >= ${CORRECTION_ONE_EDIT_MIN_LENGTH} and levenshtein(candidate.folded, typed.folded) <= 1 as one_edit) as measure
        where measure.one_edit or measure.similarity >= ${CORRECTION_MIN_SIMILARITY}
        order by measure.one_edit desc, measure.similarity desc, candidate.documents desc, candidate.term
        limit 1
      ) as term, 0::bigint as position
      from (select word, knowly_fold(word) as folded from unnest(${textArray(checked.map(({ word }) => word))}) as word) as typed
      where not exists (select 1 from ${searchTerms} where ${languages} and ${searchTerms.foldedTerm} = typed.folded)`);
  }
  if (parsed.partialWord) {
    // Accents folded: "revol" is completed to "révolution".
    const typed = sql`knowly_fold(${parsed.partialWord})`;
    parts.push(sql`
      (select 'completion' as kind, null as word, ${searchTerms.term} as term,
              row_number() over (order by sum(${searchTerms.documentCount}) desc, ${searchTerms.term}) as position
       from ${searchTerms}
       where ${languages} and ${searchTerms.foldedTerm} like ${typed} || '%' and ${searchTerms.foldedTerm} <> ${typed}
         and not exists (select 1 from ${searchTerms} as known where known.audience = ${searchTerms.audience} and known.content_language = ${searchTerms.contentLanguage} and known.folded_term = ${typed})
       group by ${searchTerms.term} order by position limit ${COMPLETIONS})`);
  }
  // One statement for both kinds: a round trip and a plan fewer on every search.
  const rows = parts.length === 0 ? [] : await queryRows<{ kind: 'correction' | 'completion'; word: string | null; term: string | null; position: number }>(db, sql.join(parts, sql` union all `));
  const corrections = rows.filter((row) => row.kind === 'correction');
  const completions = rows.filter((row) => row.kind === 'completion' && row.term !== null).sort((a, b) => Number(a.position) - Number(b.position));
  const replacements = new Map(corrections.filter((row) => row.word !== null && row.term !== null).map((row) => [row.word!, row.term!]));
  // A word still being typed is completed rather than corrected, when it can be.
  if (parsed.partialWord && completions.length > 0) replacements.delete(parsed.partialWord);
  const suggestions: { text: string; type: SearchSuggestion['type'] }[] = [];
  if (replacements.size > 0) {
    const words = parsed.words.map((word) => replacements.get(word) ?? word);
    suggestions.push({ text: words.join(' '), type: 'correction' });
  }
  const lastIndex = parsed.words.length - 1;
  for (const { term } of completions) suggestions.push({ text: replaceWord(parsed.words, lastIndex, term!), type: 'completion' });
  const seen = new Set([parsed.words.join(' ')]);
  return suggestions.filter(({ text }) => !seen.has(text) && seen.add(text)).slice(0, SEARCH_LIMITS.maxSuggestions);
}

/** Who a search request is for: a signed-in caller (bearer token or the access-token cookie) searches every page. */
export async function searchAudienceOf(headers: IncomingHttpHeaders): Promise<SearchAudience> {
  return (await findKnowViewer(headers)).userUuid ? 'member' : 'visitor';
}

export async function searchKnows(db: Db, input: SearchKnowsInput): Promise<SearchKnowsResponse> {
  const scope = scopeOf(input);
  const parsed = parseSearchQuery(input.query);
  const offset = (input.page - 1) * input.pageSize;
  const echo = input.searchSessionUuid ? { searchSessionUuid: input.searchSessionUuid } : {};
  const answer = { page: input.page, pageSize: input.pageSize, ...echo };

  if (parsed.words.length === 0 && !/[\p{N}]/u.test(parsed.text)) {
    const { uuids, total } = await newestKnows(db, scope, input.pageSize, offset);
    return { ...answer, knows: await findKnowSummaries(db, uuids), numberOfResults: total, numberOfExactResults: total, suggestions: [] };
  }

  const [hits, queries] = await Promise.all([
    rankedHits(db, parsed, scope, input.pageSize, offset),
    suggestedQueries(db, parsed, scope),
  ]);
  // Nothing found as typed: the corrected query is ranked right away (its count comes with it) and, when it finds
  // something, answered instead — with correctedQuery, so that the page can say so and offer the query as typed.
  const correction = queries.find((query) => query.type === 'correction');
  const corrected = hits.total === 0 && correction && !input.asTyped ? await rankedHits(db, parseSearchQuery(correction.text), scope, input.pageSize, offset) : null;
  if (corrected && corrected.total > 0) {
    return { ...answer, knows: await findKnowSummaries(db, corrected.uuids), numberOfResults: corrected.total, numberOfExactResults: corrected.exact, suggestions: [], correctedQuery: correction!.text };
  }
  const [summaries, counts] = await Promise.all([
    findKnowSummaries(db, hits.uuids),
    Promise.all(queries.map(({ text }) => (corrected && text === correction!.text ? 0 : countResults(db, parseSearchQuery(text), scope, SEARCH_LIMITS.suggestionCountCap)))),
  ]);
  const suggestions = queries.map((query, index) => ({ ...query, numberOfResults: counts[index]! })).filter((suggestion) => suggestion.numberOfResults > 0);
  return { ...answer, knows: summaries, numberOfResults: hits.total, numberOfExactResults: hits.exact, suggestions };
}
