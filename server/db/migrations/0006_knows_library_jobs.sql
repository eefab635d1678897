CREATE TABLE "knowledge_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_language" text NOT NULL,
	"level" text NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "knowledge_nodes_language_parent_slug_key" UNIQUE("content_language","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_language" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "topics_language_parent_slug_key" UNIQUE("content_language","parent_id","slug")
);
--> statement-breakpoint
CREATE TABLE "know_knowledge_nodes" (
	"know_uuid" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	CONSTRAINT "know_knowledge_nodes_know_uuid_node_id_pk" PRIMARY KEY("know_uuid","node_id")
);
--> statement-breakpoint
CREATE TABLE "know_likes" (
	"user_uuid" uuid NOT NULL,
	"know_uuid" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "know_likes_user_uuid_know_uuid_pk" PRIMARY KEY("user_uuid","know_uuid")
);
--> statement-breakpoint
CREATE TABLE "know_pages" (
	"know_uuid" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"image_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "know_pages_know_uuid_page_number_pk" PRIMARY KEY("know_uuid","page_number")
);
--> statement-breakpoint
CREATE TABLE "know_topics" (
	"know_uuid" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	CONSTRAINT "know_topics_know_uuid_topic_id_pk" PRIMARY KEY("know_uuid","topic_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"content_language" text NOT NULL,
	"term" text NOT NULL,
	"document_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_content_language_term_pk" PRIMARY KEY("content_language","term")
);
--> statement-breakpoint
CREATE TABLE "library_folders" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"user_uuid" uuid NOT NULL,
	"know_uuid" uuid NOT NULL,
	"folder_uuid" uuid,
	"saved_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_user_uuid_know_uuid_pk" PRIMARY KEY("user_uuid","know_uuid")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "school_type_id" uuid;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "document_state" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "original_files" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "original_media_type" text;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "original_filename" text;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "text_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "knowers" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_nodes" ADD CONSTRAINT "knowledge_nodes_parent_id_knowledge_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_knowledge_nodes" ADD CONSTRAINT "know_knowledge_nodes_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_knowledge_nodes" ADD CONSTRAINT "know_knowledge_nodes_node_id_knowledge_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."knowledge_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_likes" ADD CONSTRAINT "know_likes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_likes" ADD CONSTRAINT "know_likes_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_pages" ADD CONSTRAINT "know_pages_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_topics" ADD CONSTRAINT "know_topics_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_topics" ADD CONSTRAINT "know_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_folders" ADD CONSTRAINT "library_folders_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_folder_uuid_library_folders_uuid_fk" FOREIGN KEY ("folder_uuid") REFERENCES "public"."library_folders"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "know_knowledge_nodes_node_idx" ON "know_knowledge_nodes" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "know_likes_know_idx" ON "know_likes" USING btree ("know_uuid");--> statement-breakpoint
CREATE INDEX "know_topics_topic_idx" ON "know_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "library_folders_user_name_idx" ON "library_folders" USING btree ("user_uuid",lower("name"));--> statement-breakpoint
CREATE INDEX "library_items_folder_idx" ON "library_items" USING btree ("folder_uuid");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
ALTER TABLE "knows" ADD CONSTRAINT "knows_school_type_id_school_types_id_fk" FOREIGN KEY ("school_type_id") REFERENCES "public"."school_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "know_grades_grade_idx" ON "know_grades" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "know_subjects_subject_idx" ON "know_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "knows_public_published_idx" ON "knows" USING btree ("content_language","published_on") WHERE status = 'PUBLISHED' and not is_private;--> statement-breakpoint
CREATE INDEX "knows_search_vector_idx" ON "knows" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knows_title_trgm_idx" ON "knows" USING gin ("title" gin_trgm_ops);