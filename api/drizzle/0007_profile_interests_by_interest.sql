DROP INDEX "profile_interests_interest";--> statement-breakpoint
CREATE INDEX "profile_interests_interest" ON "profile_interests" USING btree ("interest_id","profile_id");