-- Card images of flashcard import previews, stored by reference instead of answered as data: URLs (security issue 28;
-- server/db/schema/flashcards.ts). Written by hand.
CREATE TABLE "flashcard_import_images" (
	"user_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"imported_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_import_images_user_uuid_name_pk" PRIMARY KEY("user_uuid","name")
);
--> statement-breakpoint
ALTER TABLE "flashcard_import_images" ADD CONSTRAINT "flashcard_import_images_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "flashcard_import_images_imported_idx" ON "flashcard_import_images" USING btree ("imported_on");
