ALTER TABLE "users" ADD COLUMN "visible_to_visitors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_photo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_photo_order" ON "profiles" USING btree ("has_photo","id") WHERE "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_public_photo_order" ON "profiles" USING btree ("public_photo","id") WHERE "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
-- A profile's photo flags follow its photos, whichever code changes them (upload, delete, a main photo
-- promoted, a status set by moderation): the database keeps them, once per statement. A photo counts
-- as a card shows it: the approved main photo. Until photos are moderated no member's upload has passed
-- a review, so the only photos public surfaces may show are the site's own (fictional) profiles'.
CREATE FUNCTION "profiles_photo_flags"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  UPDATE "profiles" AS p SET "has_photo" = flags.has_photo, "public_photo" = flags.has_photo AND p."fictional"
  FROM (
    SELECT touched.profile_ref, EXISTS (
      SELECT 1 FROM "photos" WHERE "photos"."profile_id" = touched.profile_ref AND "photos"."is_main" AND "photos"."status" = 'active'
    ) AS has_photo
    FROM unnest(changed) AS touched(profile_ref)
  ) AS flags
  WHERE p."id" = flags.profile_ref AND (p."has_photo" <> flags.has_photo OR p."public_photo" <> (flags.has_photo AND p."fictional"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "photos_flags_after_insert" AFTER INSERT ON "photos" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profiles_photo_flags"();--> statement-breakpoint
CREATE TRIGGER "photos_flags_after_update" AFTER UPDATE ON "photos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profiles_photo_flags"();--> statement-breakpoint
CREATE TRIGGER "photos_flags_after_delete" AFTER DELETE ON "photos" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profiles_photo_flags"();--> statement-breakpoint
UPDATE "profiles" AS p SET
  "has_photo" = EXISTS (SELECT 1 FROM "photos" WHERE "photos"."profile_id" = p."id" AND "photos"."is_main" AND "photos"."status" = 'active'),
  "public_photo" = p."fictional" AND EXISTS (SELECT 1 FROM "photos" WHERE "photos"."profile_id" = p."id" AND "photos"."is_main" AND "photos"."status" = 'active');
