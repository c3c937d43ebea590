CREATE TABLE "entry_links" (
	"token" text PRIMARY KEY NOT NULL,
	"target_path" text NOT NULL,
	"tracking_query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "email_notification_type" NOT NULL,
	"key" text NOT NULL,
	"conversation_id" integer,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "target_path" text;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_key" ON "notification_mails" USING btree ("user_id","type","key");--> statement-breakpoint
CREATE INDEX "notification_mails_conversation" ON "notification_mails" USING btree ("user_id","conversation_id","sent_at") WHERE "notification_mails"."conversation_id" IS NOT NULL;