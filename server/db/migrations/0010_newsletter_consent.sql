ALTER TABLE "users" ADD COLUMN "newsletter_consent_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_consent_wording" text;