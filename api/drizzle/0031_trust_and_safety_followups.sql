ALTER TYPE "public"."moderation_decision_kind" ADD VALUE 'take_offline';--> statement-breakpoint
ALTER TYPE "public"."moderation_decision_kind" ADD VALUE 'put_online';--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" ALTER COLUMN "member_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "offline_decision_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_psp_refunds" ADD CONSTRAINT "sandbox_psp_refunds_reference_sandbox_psp_payments_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."sandbox_psp_payments"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key" ON "payment_refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_psp_refunds_reference" ON "sandbox_psp_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "profiles_offline" ON "profiles" USING btree ("offline_decision_id") WHERE "profiles"."offline_decision_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_quarantined" ON "photos" USING btree ("quarantined_at") WHERE "photos"."quarantined_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "moderation_decisions_profile" ON "moderation_decisions" USING btree ("profile_id","created_at");