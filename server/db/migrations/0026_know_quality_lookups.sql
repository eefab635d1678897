-- Content worth showing first (issue 33, decision 048): lists rank a pool of knows by quality, which counts each
-- know's saves and open reports. Both are looked up by the know: saves had an index by user only (the primary key),
-- reports by reporter only. Written by hand (the snapshots stop at 0016).
CREATE INDEX IF NOT EXISTS "library_items_know_idx" ON "library_items" USING btree ("know_uuid");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reports_open_target_idx" ON "reports" USING btree ("target_type", "target_uuid") WHERE "resolved_on" IS NULL;
