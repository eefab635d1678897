-- AI study help (issue 18): chats, their knows and messages, summaries, mock exams, daily usage counts, parent access
-- links, learning bots and university courses (server/db/schema/ai.ts).
CREATE TABLE "ai_chat_knows" (
	"chat_uuid" uuid NOT NULL,
	"know_uuid" uuid NOT NULL,
	"added_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_chat_knows_chat_uuid_know_uuid_pk" PRIMARY KEY("chat_uuid","know_uuid")
);
--> statement-breakpoint
CREATE TABLE "ai_chat_messages" (
	"message_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_uuid" uuid NOT NULL,
	"is_bot_message" boolean NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompt_variant" text,
	"session_uuid" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chats" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"prompt_variant" text,
	"subject_id" uuid,
	"grade_id" uuid,
	"course_uuid" uuid,
	"learning_bot_uuid" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_mock_exams" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"know_uuids" uuid[] NOT NULL,
	"user_input" text,
	"source_material" text,
	"questions" jsonb NOT NULL,
	"answers" jsonb,
	"answered_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_parent_accesses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"revoked_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_summaries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"know_uuids" uuid[] NOT NULL,
	"length" text NOT NULL,
	"filenames" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_uuid" uuid,
	"course_title" text,
	"summary" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"user_uuid" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_uuid_day_kind_pk" PRIMARY KEY("user_uuid","day","kind")
);
--> statement-breakpoint
CREATE TABLE "learning_bots" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"subject_slug" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"example_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_bots_language_slug_key" UNIQUE("language","slug")
);
--> statement-breakpoint
CREATE TABLE "university_courses" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "university_courses_language_slug_key" UNIQUE("language","slug")
);
--> statement-breakpoint
ALTER TABLE "ai_chat_knows" ADD CONSTRAINT "ai_chat_knows_chat_uuid_ai_chats_uuid_fk" FOREIGN KEY ("chat_uuid") REFERENCES "public"."ai_chats"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_knows" ADD CONSTRAINT "ai_chat_knows_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_chat_uuid_ai_chats_uuid_fk" FOREIGN KEY ("chat_uuid") REFERENCES "public"."ai_chats"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_course_uuid_university_courses_uuid_fk" FOREIGN KEY ("course_uuid") REFERENCES "public"."university_courses"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chats" ADD CONSTRAINT "ai_chats_learning_bot_uuid_learning_bots_uuid_fk" FOREIGN KEY ("learning_bot_uuid") REFERENCES "public"."learning_bots"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_mock_exams" ADD CONSTRAINT "ai_mock_exams_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_parent_accesses" ADD CONSTRAINT "ai_parent_accesses_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_chat_idx" ON "ai_chat_messages" USING btree ("chat_uuid","created_on");--> statement-breakpoint
CREATE INDEX "ai_chats_user_idx" ON "ai_chats" USING btree ("user_uuid","updated_on");--> statement-breakpoint
CREATE INDEX "ai_mock_exams_user_idx" ON "ai_mock_exams" USING btree ("user_uuid","created_on");--> statement-breakpoint
CREATE INDEX "ai_parent_accesses_user_idx" ON "ai_parent_accesses" USING btree ("user_uuid","created_on");--> statement-breakpoint
CREATE INDEX "ai_summaries_user_idx" ON "ai_summaries" USING btree ("user_uuid","created_on");