ALTER TABLE "users" ADD COLUMN "parent_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_consent_requested_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "parental_consent_given_on" timestamp with time zone;