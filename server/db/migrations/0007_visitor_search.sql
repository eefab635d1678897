-- Search for visitors who are not signed in matches and suggests only what they may see (security finding "search
-- leaks blurred text"): a second vector per know and search words counted per audience. Existing knows get their
-- visitor vectors and words on the next start (backfillVisitorSearch in server/search/index-know.ts).
ALTER TABLE "knows" ADD COLUMN "visitor_search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "audience" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" DROP CONSTRAINT "search_terms_content_language_term_pk";--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_audience_content_language_term_pk" PRIMARY KEY("audience","content_language","term");--> statement-breakpoint
CREATE INDEX "knows_visitor_search_vector_idx" ON "knows" USING gin ("visitor_search_vector");
