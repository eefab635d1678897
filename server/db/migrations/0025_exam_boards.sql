-- Exam boards (issue 33, decision 044): the board a student sits and the board a know prepares for, as ids of
-- config/exam-boards.ts (null: none chosen). Checked against the country's boards by the app, not here, so a board
-- can be added or retired in config alone. Written by hand (the snapshots stop at 0016).
ALTER TABLE "users" ADD COLUMN "exam_board" text;
--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "exam_board" text;
