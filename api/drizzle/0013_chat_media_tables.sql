CREATE TABLE "chat_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"owner_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file" text,
	"url" text,
	"thumb_url" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gif_catalogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] NOT NULL,
	"file" text NOT NULL,
	"preview_file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_photo_id_photos_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_media_token" ON "chat_media" USING btree ("token");--> statement-breakpoint
CREATE INDEX "chat_media_owner" ON "chat_media" USING btree ("owner_profile_id");--> statement-breakpoint
CREATE INDEX "chat_media_unsent" ON "chat_media" USING btree ("created_at") WHERE "chat_media"."message_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gif_catalogue_slug" ON "gif_catalogue" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "gif_catalogue_tags" ON "gif_catalogue" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "photo_id";