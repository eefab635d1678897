CREATE TABLE "flashcard_cards" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"know_uuid" uuid NOT NULL,
	"note_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ordinal" integer NOT NULL,
	"front" text NOT NULL,
	"back" text DEFAULT '' NOT NULL,
	"front_image_key" text,
	"back_image_key" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_reviews" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"card_uuid" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"previous_state" jsonb,
	"log" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_settings" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"new_cards_per_day" integer DEFAULT 20 NOT NULL,
	"max_reviews_per_day" integer DEFAULT 200 NOT NULL,
	"parameters" jsonb,
	"optimized_on" timestamp with time zone,
	"optimized_review_count" integer DEFAULT 0 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flashcard_states" (
	"user_uuid" uuid NOT NULL,
	"card_uuid" uuid NOT NULL,
	"know_uuid" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "flashcard_states_user_uuid_card_uuid_pk" PRIMARY KEY("user_uuid","card_uuid")
);
--> statement-breakpoint
ALTER TABLE "flashcard_cards" ADD CONSTRAINT "flashcard_cards_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_card_uuid_flashcard_cards_uuid_fk" FOREIGN KEY ("card_uuid") REFERENCES "public"."flashcard_cards"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD CONSTRAINT "flashcard_settings_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_card_uuid_flashcard_cards_uuid_fk" FOREIGN KEY ("card_uuid") REFERENCES "public"."flashcard_cards"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_know_uuid_knows_uuid_fk" FOREIGN KEY ("know_uuid") REFERENCES "public"."knows"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_cards_know_idx" ON "flashcard_cards" USING btree ("know_uuid","position","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_cards_note_ordinal_idx" ON "flashcard_cards" USING btree ("note_uuid","ordinal");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_time_idx" ON "flashcard_reviews" USING btree ("user_uuid","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_card_idx" ON "flashcard_reviews" USING btree ("card_uuid");--> statement-breakpoint
CREATE INDEX "flashcard_states_user_due_idx" ON "flashcard_states" USING btree ("user_uuid","due");--> statement-breakpoint
CREATE INDEX "flashcard_states_user_know_idx" ON "flashcard_states" USING btree ("user_uuid","know_uuid");