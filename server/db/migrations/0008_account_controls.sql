CREATE TABLE "recovery_codes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_uuid" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"used_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme_preference" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_uuid_accounts_uuid_fk" FOREIGN KEY ("account_uuid") REFERENCES "public"."accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_account_hash_idx" ON "recovery_codes" USING btree ("account_uuid","code_hash");