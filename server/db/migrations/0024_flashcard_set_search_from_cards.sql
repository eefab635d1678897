-- Flashcard sets are found by their cards' text (issue 31): the search vectors of a set are now made from its cards
-- (index-know.ts). Sets indexed before get both vectors anew at the next start (backfillVisitorSearch remakes every
-- know that has a member vector and no visitor vector).
UPDATE "knows" SET "visitor_search_vector" = NULL WHERE "search_vector" IS NOT NULL AND "know_format" = 'FLASHCARDS';
