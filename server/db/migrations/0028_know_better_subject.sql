-- The subject a know's text clearly belongs to rather than the one(s) it is filed under (issue 33, decision 051):
-- written by the subject-fit check (server/knows/subject-fit) when a know is published and when its knower changes
-- its subjects, title, description or language; null when it fits or the text does not tell. A know with one sinks
-- in lists (know-quality.ts) and its knower is told. `subject_checked` says whether the check has read the know: the
-- knows published before this migration are checked by a background pass at the next start
-- (subject-fit/subject-fit-backfill-job.ts). Written by hand (the snapshots stop at 0016).
ALTER TABLE "knows" ADD COLUMN "better_subject_id" uuid REFERENCES "subjects"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "subject_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "knows_subject_unchecked_idx" ON "knows" USING btree ("uuid") WHERE status = 'PUBLISHED' AND NOT subject_checked;
