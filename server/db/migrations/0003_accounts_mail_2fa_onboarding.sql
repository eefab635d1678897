CREATE TABLE "email_tokens" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_uuid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid,
	"email_type" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "user_grades" (
	"user_uuid" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	CONSTRAINT "user_grades_user_uuid_grade_id_pk" PRIMARY KEY("user_uuid","grade_id")
);
--> statement-breakpoint
CREATE TABLE "user_subjects" (
	"user_uuid" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "user_subjects_user_uuid_subject_id_pk" PRIMARY KEY("user_uuid","subject_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "totp_enabled_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_picture_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_account_uuid_accounts_uuid_fk" FOREIGN KEY ("account_uuid") REFERENCES "public"."accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_grades" ADD CONSTRAINT "user_grades_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_grades" ADD CONSTRAINT "user_grades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subjects" ADD CONSTRAINT "user_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_account_idx" ON "email_tokens" USING btree ("account_uuid","purpose");--> statement-breakpoint
CREATE INDEX "outbox_mails_to_idx" ON "outbox_mails" USING btree (lower("to"),"created_on");