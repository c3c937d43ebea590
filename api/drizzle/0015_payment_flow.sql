ALTER TYPE "public"."payment_status" ADD VALUE 'expired' BEFORE 'refunded';--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"method" "payment_method" NOT NULL,
	"description" text NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"locale" "locale" NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "country" char(2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_event" ON "payment_webhooks" USING btree ("provider","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_client" ON "payments" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';