CREATE TABLE "direct_debit_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"package_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'awaiting_code' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"last_code_at" timestamp with time zone,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"provider_token" text,
	"payment_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_mandates_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"method" "payment_method" NOT NULL,
	"label" text NOT NULL,
	"behaviour" text DEFAULT 'ok' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "list_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stored_method_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "sandbox_psp_payments" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direct_debit_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direct_debit_block_reason" text;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_package_id_credit_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."credit_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_payment_methods" ADD CONSTRAINT "stored_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_user_client" ON "direct_debit_mandates" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_user" ON "direct_debit_mandates" USING btree ("user_id","last_code_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_payment_methods_token" ON "stored_payment_methods" USING btree ("provider","token");--> statement-breakpoint
CREATE INDEX "stored_payment_methods_user" ON "stored_payment_methods" USING btree ("user_id","method");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_stored_method_id_stored_payment_methods_id_fk" FOREIGN KEY ("stored_method_id") REFERENCES "public"."stored_payment_methods"("id") ON DELETE set null ON UPDATE no action;