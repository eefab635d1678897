-- Knower earnings and payouts (issue 20): the ledger, qualifying views, booked days, payout requests, their audit
-- trail and the accounts held for review (server/db/schema/payouts.ts). Written by hand (see the issue's guidance).
CREATE TABLE "ledger_accounts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"knower_uuid" uuid,
	"currency" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_uuid" uuid NOT NULL,
	"credit_account_uuid" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"cause" text NOT NULL,
	"know_uuid" uuid,
	"day" date,
	"payout_uuid" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_uuid" <> "ledger_transfers"."credit_account_uuid")
);
--> statement-breakpoint
CREATE TABLE "know_view_engagements" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"know_uuid" uuid NOT NULL,
	"viewer_user_uuid" uuid,
	"device_key" text NOT NULL,
	"address_key" text NOT NULL,
	"day" date NOT NULL,
	"viewed_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earning_days" (
	"day" date PRIMARY KEY NOT NULL,
	"booked_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knower_uuid" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rejection_reason" text,
	"idempotency_key" text NOT NULL,
	"requested_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_uuid" uuid NOT NULL,
	"actor_user_uuid" uuid,
	"status" text NOT NULL,
	"reason" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_review_flags" (
	"knower_uuid" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"flagged_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_uuid_ledger_accounts_uuid_fk" FOREIGN KEY ("debit_account_uuid") REFERENCES "public"."ledger_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_uuid_ledger_accounts_uuid_fk" FOREIGN KEY ("credit_account_uuid") REFERENCES "public"."ledger_accounts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_view_engagements" ADD CONSTRAINT "know_view_engagements_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_uuid_payouts_uuid_fk" FOREIGN KEY ("payout_uuid") REFERENCES "public"."payouts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_uuid");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "know_view_engagements_device_idx" ON "know_view_engagements" USING btree ("know_uuid","day","device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "know_view_engagements_address_idx" ON "know_view_engagements" USING btree ("know_uuid","day","address_key");--> statement-breakpoint
CREATE INDEX "know_view_engagements_day_idx" ON "know_view_engagements" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_knower_idempotency_idx" ON "payouts" USING btree ("knower_uuid","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_idx" ON "payouts" USING btree ("knower_uuid") WHERE status in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_uuid");
