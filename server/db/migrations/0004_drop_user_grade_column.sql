ALTER TABLE "users" DROP CONSTRAINT "users_grade_id_grades_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "grade_id";