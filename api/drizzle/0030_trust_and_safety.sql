CREATE TYPE "public"."complaint_status" AS ENUM('open', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."appeal_status" AS ENUM('open', 'decided');--> statement-breakpoint
CREATE TYPE "public"."moderation_decision_kind" AS ENUM('dismiss', 'remove_photo', 'warn', 'suspend', 'ban', 'lift');--> statement-breakpoint
ALTER TYPE "public"."report_status" ADD VALUE 'decided';--> statement-breakpoint
CREATE TABLE "banned_addresses" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"decision_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"language" "locale" NOT NULL,
	"status" "appeal_status" DEFAULT 'open' NOT NULL,
	"decided_decision_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_user_id" integer NOT NULL,
	"profile_id" integer,
	"staff_id" integer NOT NULL,
	"kind" "moderation_decision_kind" NOT NULL,
	"ground" text NOT NULL,
	"facts" text DEFAULT '' NOT NULL,
	"photo_id" integer,
	"suspended_until" timestamp with time zone,
	"appeal_of_decision_id" integer,
	"statement_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_hidden";--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "status" SET DATA TYPE "public"."complaint_status" USING (CASE "status"::text WHEN 'open' THEN 'open' ELSE 'closed' END)::"public"."complaint_status";--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "status" SET DEFAULT 'open';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sanction_decision_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "chat_media" ADD COLUMN "status" "photo_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_media" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_media" ADD COLUMN "reviewed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_media" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_conversation_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_id" integer;--> statement-breakpoint
ALTER TABLE "banned_addresses" ADD CONSTRAINT "banned_addresses_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_replies" ADD CONSTRAINT "complaint_replies_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_appeals" ADD CONSTRAINT "moderation_appeals_decided_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decided_decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_replies_complaint" ON "complaint_replies" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_decision" ON "moderation_appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_open" ON "moderation_appeals" USING btree ("created_at") WHERE "moderation_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_decisions_member" ON "moderation_decisions" USING btree ("member_user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_staff" ON "moderation_decisions" USING btree ("staff_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_conversation_id_conversations_id_fk" FOREIGN KEY ("reported_conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_unreviewed" ON "photos" USING btree ("created_at") WHERE "photos"."reviewed_at" IS NULL AND "photos"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "chat_media_unreviewed" ON "chat_media" USING btree ("created_at") WHERE "chat_media"."reviewed_at" IS NULL AND "chat_media"."kind" = 'photo' AND "chat_media"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "reports_reported_profile" ON "reports" USING btree ("reported_profile_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter" ON "reports" USING btree ("reporter_profile_id");--> statement-breakpoint
CREATE INDEX "users_hidden" ON "users" USING btree ("id") WHERE "users"."invisible" OR "users"."deleted_at" IS NOT NULL OR "users"."deletion_requested_at" IS NOT NULL OR "users"."banned_at" IS NOT NULL OR "users"."suspended_until" IS NOT NULL;--> statement-breakpoint
-- The site's own (fictional) profiles' photos are the operator's: reviewed as they were put up. Members'
-- photos uploaded before moderation existed stay unreviewed: visible to members as before (post-moderation),
-- in the moderators' queue, and on no public surface until approved.
UPDATE "photos" SET "reviewed_at" = "photos"."created_at" FROM "profiles" WHERE "profiles"."id" = "photos"."profile_id" AND "profiles"."fictional";
--> statement-breakpoint
-- Public surfaces show approved photos only (docs/public-surfaces.md): `public_photo` is "has an active main
-- photo a moderator approved" — for the site's own profiles and for members who chose to be seen by visitors
-- alike (who appears is the visibility rule's; this is only which photo). The site's own profiles' photos count
-- as reviewed whatever their column says (the operator put them up). `has_photo` stays what members see: an
-- active main photo, reviewed or not (post-moderation shows an upload at once).
CREATE OR REPLACE FUNCTION "profiles_photo_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "profile_id") INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "profile_id") INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT "profile_id") INTO changed FROM (SELECT "profile_id" FROM new_rows UNION SELECT "profile_id" FROM old_rows) AS both_sides;
  END IF;
  UPDATE "profiles" AS p SET "has_photo" = flags.has_photo, "public_photo" = flags.public_photo
  FROM (
    SELECT touched.profile_ref,
      EXISTS (
        SELECT 1 FROM "photos" WHERE "photos"."profile_id" = touched.profile_ref AND "photos"."is_main" AND "photos"."status" = 'active'
      ) AS has_photo,
      EXISTS (
        SELECT 1 FROM "photos" INNER JOIN "profiles" AS owner ON owner."id" = "photos"."profile_id"
        WHERE "photos"."profile_id" = touched.profile_ref AND "photos"."is_main" AND "photos"."status" = 'active'
          AND ("photos"."reviewed_at" IS NOT NULL OR owner."fictional")
      ) AS public_photo
    FROM unnest(changed) AS touched(profile_ref)
  ) AS flags
  WHERE p."id" = flags.profile_ref AND (p."has_photo" <> flags.has_photo OR p."public_photo" <> flags.public_photo);
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "profiles" AS p SET
  "public_photo" = EXISTS (
    SELECT 1 FROM "photos" WHERE "photos"."profile_id" = p."id" AND "photos"."is_main" AND "photos"."status" = 'active'
      AND ("photos"."reviewed_at" IS NOT NULL OR p."fictional")
  );
--> statement-breakpoint
-- The staff console's member page shows the sign-up's country (GeoIP of this address).
ALTER TABLE "users" ADD COLUMN "signup_ip" text;
