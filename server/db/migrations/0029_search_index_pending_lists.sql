-- Search under writes (issue 29, decision 017): a GIN index keeps the entries of rows written since its last vacuum in
-- an unsorted pending list that every search reads in full; it is merged into the index only when it outgrows
-- `gin_pending_list_limit` (4 MB by default) or at a vacuum. Nothing vacuums PGlite, and a server may run without
-- autovacuum: after the reviews of 118 knows the lists held 102, 32 and 16 pages and stayed. With the smallest limit
-- (64 kB, about 8 pages) the writer that outgrows it merges the list, so a search never reads more than that.
-- Written by hand (the snapshots stop at 0016).
ALTER INDEX "knows_search_vector_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "knows_visitor_search_vector_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "knows_title_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "search_terms_folded_term_trgm_idx" SET (gin_pending_list_limit = 64);
