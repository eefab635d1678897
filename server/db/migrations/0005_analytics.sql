CREATE TABLE "ad_provider_events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_name" text NOT NULL,
	"test_code" text,
	"fbc" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_on" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_uuid" uuid,
	"session_id" text,
	"country" text,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_app_opens" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"opened_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ip_lookups" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"ip" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_app_opens" ADD CONSTRAINT "user_app_opens_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ip_lookups" ADD CONSTRAINT "user_ip_lookups_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_provider_events_received_idx" ON "ad_provider_events" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_on");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "user_app_opens_user_idx" ON "user_app_opens" USING btree ("user_uuid","opened_on");--> statement-breakpoint
CREATE INDEX "user_ip_lookups_user_idx" ON "user_ip_lookups" USING btree ("user_uuid","created_on");