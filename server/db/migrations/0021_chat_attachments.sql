-- Image messages in chats (issue 21): uploaded images of a chat, and the message that sends one
-- (server/db/schema/chats.ts). Written by hand (two schema changes landed at once).
CREATE TABLE "chat_attachments" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_chat_uuid_chats_uuid_fk" FOREIGN KEY ("chat_uuid") REFERENCES "public"."chats"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chat_attachments_chat_idx" ON "chat_attachments" USING btree ("chat_uuid");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attachment_uuid" uuid;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_key" UNIQUE("attachment_uuid");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_uuid_chat_attachments_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."chat_attachments"("uuid") ON DELETE set null ON UPDATE no action;
