CREATE TABLE "auto_likes" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"liker_profile_id" integer
);
--> statement-breakpoint
CREATE TABLE "swipe_like_counts" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"likes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipe_passes" (
	"profile_id" integer NOT NULL,
	"passed_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_passes_profile_id_passed_profile_id_pk" PRIMARY KEY("profile_id","passed_profile_id")
);
--> statement-breakpoint
ALTER TABLE "auto_likes" ADD CONSTRAINT "auto_likes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_likes" ADD CONSTRAINT "auto_likes_liker_profile_id_profiles_id_fk" FOREIGN KEY ("liker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_like_counts" ADD CONSTRAINT "swipe_like_counts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_passed_profile_id_profiles_id_fk" FOREIGN KEY ("passed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_from" ON "likes" USING btree ("from_profile_id","created_at");