-- A know's card picture is cut from its first page that is not blank (issue 33, decision 048): the document pipeline
-- measures each rendered page once and keeps the page's number; null when every page is blank (the card then draws
-- the know's format). Knows rendered before keep page 1, the picture they had. Written by hand (the snapshots stop
-- at 0016).
ALTER TABLE "knows" ADD COLUMN "cover_page" integer DEFAULT 1;
