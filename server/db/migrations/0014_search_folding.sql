-- Search that forgives accents and typos (issue 15; server/search/index-know.ts, search-knows.ts, decision 017).
-- knowly_fold: a text without accents and diacritics, lower-cased ("Révolution" → "revolution", "Łódź" → "lodz",
-- "Straße" → "strasse"); the one folding of indexed words and typed words (search_terms.folded_term).
-- knowly_folded_<configuration>: each text-search configuration search uses, with words that hold a letter outside
-- ASCII folded before the stemmer (stop words are still recognised as written). A know's vector holds the lexemes of
-- both its language's configuration and the folded one; a query matches either.
-- unaccent and fuzzystrmatch (levenshtein) are contrib extensions of PostgreSQL and PGlite alike. knowly_fold has a
-- SQL-standard body (PostgreSQL 14+): bound to unaccent when created, whatever the search_path of a later restore.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch SCHEMA public;--> statement-breakpoint
CREATE FUNCTION knowly_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_simple ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, pg_catalog.simple;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_greek (COPY = pg_catalog.greek);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_greek ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, pg_catalog.greek_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_romanian (COPY = pg_catalog.romanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_romanian ALTER MAPPING FOR word, hword, hword_part WITH public.unaccent, pg_catalog.romanian_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_german_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = german, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_german (COPY = pg_catalog.german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_german ALTER MAPPING FOR word, hword, hword_part WITH knowly_german_stopwords, public.unaccent, pg_catalog.german_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_french_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = french, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_french (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_french ALTER MAPPING FOR word, hword, hword_part WITH knowly_french_stopwords, public.unaccent, pg_catalog.french_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_english_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = english, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_english (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_english ALTER MAPPING FOR word, hword, hword_part WITH knowly_english_stopwords, public.unaccent, pg_catalog.english_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_spanish_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = spanish, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_spanish (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_spanish ALTER MAPPING FOR word, hword, hword_part WITH knowly_spanish_stopwords, public.unaccent, pg_catalog.spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_italian_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = italian, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_italian (COPY = pg_catalog.italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_italian ALTER MAPPING FOR word, hword, hword_part WITH knowly_italian_stopwords, public.unaccent, pg_catalog.italian_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_portuguese_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = portuguese, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_portuguese (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_portuguese ALTER MAPPING FOR word, hword, hword_part WITH knowly_portuguese_stopwords, public.unaccent, pg_catalog.portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_turkish_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = turkish, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_turkish (COPY = pg_catalog.turkish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_turkish ALTER MAPPING FOR word, hword, hword_part WITH knowly_turkish_stopwords, public.unaccent, pg_catalog.turkish_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_dutch_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = dutch, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_dutch (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_dutch ALTER MAPPING FOR word, hword, hword_part WITH knowly_dutch_stopwords, public.unaccent, pg_catalog.dutch_stem;--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY knowly_hungarian_stopwords (TEMPLATE = pg_catalog.simple, STOPWORDS = hungarian, ACCEPT = false);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_folded_hungarian (COPY = pg_catalog.hungarian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_folded_hungarian ALTER MAPPING FOR word, hword, hword_part WITH knowly_hungarian_stopwords, public.unaccent, pg_catalog.hungarian_stem;--> statement-breakpoint
-- Suggestion words are compared folded: by trigrams (corrections) and by prefix and equality (completions, known words).
DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "folded_term" text GENERATED ALWAYS AS (knowly_fold(term)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knows_public_format_idx" ON "knows" USING btree ("know_format","content_language") WHERE status = 'PUBLISHED' and not is_private;--> statement-breakpoint
CREATE INDEX "search_terms_folded_term_trgm_idx" ON "search_terms" USING gin ("folded_term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_folded_term_idx" ON "search_terms" USING btree ("audience","content_language","folded_term" text_pattern_ops);--> statement-breakpoint
-- Indexed knows get both vectors anew at the next start (backfillVisitorSearch in server/search/index-know.ts makes
-- both vectors of every know that has a member vector and no visitor vector, then recounts the words).
UPDATE "knows" SET "visitor_search_vector" = NULL WHERE "search_vector" IS NOT NULL;
