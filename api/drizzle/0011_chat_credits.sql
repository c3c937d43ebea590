CREATE TABLE "credit_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"free_messages_used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_balance_not_negative" CHECK ("credit_accounts"."balance" >= 0),
	CONSTRAINT "credit_accounts_free_messages" CHECK ("credit_accounts"."free_messages_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "pair_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_started_by" ON "conversations" USING btree ("started_by_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client" ON "messages" USING btree ("sender_profile_id","client_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_pair_key_unique" UNIQUE("pair_key");--> statement-breakpoint
-- Backfill: the oldest conversation of each pair of profiles gets the pair's key (a later duplicate, if any, keeps null and stays readable).
UPDATE "conversations" SET "pair_key" = "pairs"."key"
FROM (
  SELECT DISTINCT ON ("key") "conversation_id", "key" FROM (
    SELECT "conversation_id", min("profile_id")::text || ':' || max("profile_id")::text AS "key"
    FROM "conversation_participants" GROUP BY "conversation_id" HAVING count(*) = 2
  ) "keyed"
  ORDER BY "key", "conversation_id"
) "pairs"
WHERE "conversations"."id" = "pairs"."conversation_id";--> statement-breakpoint
-- Backfill: a member whose ledger summed below 0 gets one adjustment back to 0, so every balance equals its ledger's sum.
INSERT INTO "credit_ledger" ("user_id", "delta", "reason", "idempotency_key")
SELECT "user_id", -sum("delta"), 'adjustment', 'backfill-to-zero:' || "user_id"
FROM "credit_ledger" GROUP BY "user_id" HAVING sum("delta") < 0;--> statement-breakpoint
-- Backfill: every member's balance row from the ledger; the free messages already sent (text messages that cost nothing, e.g. signup's first one).
INSERT INTO "credit_accounts" ("user_id", "balance", "free_messages_used")
SELECT "users"."id",
  COALESCE((SELECT sum("delta") FROM "credit_ledger" WHERE "credit_ledger"."user_id" = "users"."id"), 0),
  (SELECT count(*) FROM "messages" INNER JOIN "profiles" ON "profiles"."id" = "messages"."sender_profile_id"
    WHERE "profiles"."user_id" = "users"."id" AND "messages"."type" = 'text' AND "messages"."credits_cost" = 0)
FROM "users";
