DROP INDEX "profiles_search";--> statement-breakpoint
DROP INDEX "profiles_region_search";--> statement-breakpoint
CREATE INDEX "users_hidden" ON "users" USING btree ("id") WHERE "users"."invisible" OR "users"."deleted_at" IS NOT NULL OR "users"."deletion_requested_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search" ON "profiles" USING btree ("country","gender","date_of_birth","id","user_id") WHERE "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_region_search" ON "profiles" USING btree ("region_id","gender","date_of_birth","id","user_id") WHERE "profiles"."status" = 'active' AND "profiles"."deleted_at" IS NULL AND "profiles"."deletion_requested_at" IS NULL;