CREATE TABLE "landing_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"slug" text,
	"network" text,
	"ref" text,
	"sub1" text,
	"site_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"acted" boolean
);
--> statement-breakpoint
ALTER TABLE "landing_visits" ADD CONSTRAINT "landing_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_visits_created" ON "landing_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_lander_country" ON "profiles" USING btree ("country","id") WHERE "profiles"."fictional" AND "profiles"."user_id" IS NULL AND "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_lander_city" ON "profiles" USING btree ("city","id") WHERE "profiles"."fictional" AND "profiles"."user_id" IS NULL AND "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_lander_any" ON "profiles" USING btree ("id") WHERE "profiles"."fictional" AND "profiles"."user_id" IS NULL AND "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;