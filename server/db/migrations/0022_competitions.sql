-- Knower competitions (issue 20, decision 034): the winners of each monthly competition with their prize and the
-- hashed one-time token of the mailed payout form (server/db/schema/payouts.ts). Written by hand.
CREATE TABLE "competition_winners" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_key" text NOT NULL,
	"knower_uuid" uuid NOT NULL,
	"rank" integer NOT NULL,
	"qualifying_knows" integer NOT NULL,
	"prize_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_on" timestamp with time zone NOT NULL,
	"redeemed_on" timestamp with time zone,
	"payout_uuid" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_winners_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "competition_winners_prize_positive" CHECK ("competition_winners"."prize_amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "competition_winners_knower_idx" ON "competition_winners" USING btree ("competition_key","knower_uuid");
