-- Search vectors hold a lexeme per subject and grade of the know ('   s<uuid>', '   g<uuid>'; index-know.ts), so that a
-- filtered search is narrowed by the GIN index. Indexed knows get both vectors anew at the next start
-- (backfillVisitorSearch makes both vectors of every know that has a member vector and no visitor vector).
UPDATE "knows" SET "visitor_search_vector" = NULL WHERE "search_vector" IS NOT NULL;
