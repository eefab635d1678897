-- Chats and community (issue 21): chats, their members' read state, messages, blocks, reports, polls, votes and the
-- moderation audit trail
-- (server/db/schema/chats.ts). Written by hand (docs: three schema changes landed at once).
CREATE TABLE "chats" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pair_key" text NOT NULL,
	"started_by" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_on" timestamp with time zone,
	CONSTRAINT "chats_pair_key_unique" UNIQUE("pair_key")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"partner_uuid" uuid NOT NULL,
	"last_read_on" timestamp with time zone,
	CONSTRAINT "chat_members_chat_uuid_user_uuid_pk" PRIMARY KEY("chat_uuid","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"know_uuid" uuid,
	"attachment_url" text,
	"manual_chat_message_uuid" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_on" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_manual_key" UNIQUE("user_uuid","manual_chat_message_uuid")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_uuid" uuid NOT NULL,
	"blocked_uuid" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_uuid_blocked_uuid_pk" PRIMARY KEY("blocker_uuid","blocked_uuid")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_uuid" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_uuid" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_on" timestamp with time zone,
	CONSTRAINT "reports_reporter_target_key" UNIQUE("reporter_uuid","target_type","target_uuid")
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_started_by_users_uuid_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_uuid_chats_uuid_fk" FOREIGN KEY ("chat_uuid") REFERENCES "public"."chats"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_partner_uuid_users_uuid_fk" FOREIGN KEY ("partner_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_uuid_chats_uuid_fk" FOREIGN KEY ("chat_uuid") REFERENCES "public"."chats"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_uuid_users_uuid_fk" FOREIGN KEY ("blocker_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_uuid_users_uuid_fk" FOREIGN KEY ("blocked_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_uuid_users_uuid_fk" FOREIGN KEY ("reporter_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_uuid","created_on");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_on");
--> statement-breakpoint
CREATE TABLE "polls" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knower_uuid" uuid NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"ends_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"option_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_uuid_user_uuid_pk" PRIMARY KEY("poll_uuid","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_knower_uuid_knowers_uuid_fk" FOREIGN KEY ("knower_uuid") REFERENCES "public"."knowers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_uuid_polls_uuid_fk" FOREIGN KEY ("poll_uuid") REFERENCES "public"."polls"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "polls_knower_idx" ON "polls" USING btree ("knower_uuid","created_on");
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_uuid" uuid,
	"admin_uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_uuid" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_uuid_reports_uuid_fk" FOREIGN KEY ("report_uuid") REFERENCES "public"."reports"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_uuid_users_uuid_fk" FOREIGN KEY ("admin_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_uuid");
