CREATE TABLE "account_identities" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_account_uuid_accounts_uuid_fk" FOREIGN KEY ("account_uuid") REFERENCES "public"."accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_identities_provider_subject_idx" ON "account_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "account_identities_account_provider_idx" ON "account_identities" USING btree ("account_uuid","provider");