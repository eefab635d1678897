CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "grades_country_level_key" UNIQUE("country","level")
);
--> statement-breakpoint
CREATE TABLE "school_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "school_types_country_name_key" UNIQUE("country","name")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"content_language" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "subjects_language_slug_key" UNIQUE("content_language","slug")
);
--> statement-breakpoint
CREATE TABLE "know_grades" (
	"know_uuid" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	CONSTRAINT "know_grades_know_uuid_grade_id_pk" PRIMARY KEY("know_uuid","grade_id")
);
--> statement-breakpoint
CREATE TABLE "know_subjects" (
	"know_uuid" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	CONSTRAINT "know_subjects_know_uuid_subject_id_pk" PRIMARY KEY("know_uuid","subject_id")
);
--> statement-breakpoint
CREATE TABLE "knows" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knower_uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content_language" text NOT NULL,
	"country" text NOT NULL,
	"know_format" text DEFAULT 'DOCUMENT' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"published_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_uuid_unique" UNIQUE("user_uuid")
);
--> statement-breakpoint
CREATE TABLE "knowers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowers_user_uuid_unique" UNIQUE("user_uuid")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_uuid" uuid NOT NULL,
	"family_uuid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"rotated_on" timestamp with time zone,
	"revoked_on" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"country" text NOT NULL,
	"interface_language" text NOT NULL,
	"primary_content_language" text NOT NULL,
	"region" text,
	"school_type_id" uuid,
	"grade_id" uuid,
	"premium_status" text DEFAULT 'NONE' NOT NULL,
	"source" text,
	"source_campaign" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "know_grades" ADD CONSTRAINT "know_grades_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_grades" ADD CONSTRAINT "know_grades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_subjects" ADD CONSTRAINT "know_subjects_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_subjects" ADD CONSTRAINT "know_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knows" ADD CONSTRAINT "knows_knower_uuid_knowers_uuid_fk" FOREIGN KEY ("knower_uuid") REFERENCES "public"."knowers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowers" ADD CONSTRAINT "knowers_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_uuid_accounts_uuid_fk" FOREIGN KEY ("account_uuid") REFERENCES "public"."accounts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_type_id_school_types_id_fk" FOREIGN KEY ("school_type_id") REFERENCES "public"."school_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knows_knower_idx" ON "knows" USING btree ("knower_uuid");--> statement-breakpoint
CREATE INDEX "knows_country_status_idx" ON "knows" USING btree ("country","status");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));