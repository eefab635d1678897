CREATE TABLE "subscriptions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_user_uuid" uuid NOT NULL REFERENCES "users"("uuid") ON DELETE cascade,
	"holder_user_uuid" uuid REFERENCES "users"("uuid") ON DELETE set null,
	"for_child" boolean DEFAULT false NOT NULL,
	"plan_id" text NOT NULL,
	"interval" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text,
	"provider_subscription_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('pending', 'active', 'past_due', 'cancelled', 'expired')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "subscriptions_buyer_idx" ON "subscriptions" USING btree ("buyer_user_uuid");--> statement-breakpoint
CREATE INDEX "subscriptions_holder_idx" ON "subscriptions" USING btree ("holder_user_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_checkout_idx" ON "subscriptions" USING btree ("provider", "provider_checkout_id");--> statement-breakpoint
CREATE TABLE "subscription_codes" (
	"subscription_uuid" uuid PRIMARY KEY NOT NULL REFERENCES "subscriptions"("uuid") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_user_uuid" uuid REFERENCES "users"("uuid") ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_codes_hash_idx" ON "subscription_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE TABLE "subscription_receipts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_uuid" uuid NOT NULL REFERENCES "subscriptions"("uuid") ON DELETE cascade,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscription_receipts_subscription_idx" ON "subscription_receipts" USING btree ("subscription_uuid", "paid_on");--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY ("provider", "event_id")
);
