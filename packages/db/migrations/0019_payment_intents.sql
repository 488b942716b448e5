CREATE TABLE "coupon_redemptions" (
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"intent_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"status" text NOT NULL,
	"processor" text NOT NULL,
	"kind" text NOT NULL,
	"purchase" jsonb NOT NULL,
	"item" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"unit_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_ref" text,
	"card_ref" text,
	"charge_id" text,
	"invoice_id" uuid,
	"error" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "discount_periods_left" TO "discount_months_left";--> statement-breakpoint
-- Coupons counted billing periods; they now count months: a yearly period was twelve of them.
UPDATE "users" SET "discount_months_left" = "discount_months_left" * 12 WHERE "plan" LIKE '%yearly%' AND "discount_months_left" > 0;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "intent_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "unit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "disputed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_client_key_idx" ON "payment_intents" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_idx" ON "payment_intents" USING btree ("user_id") WHERE "payment_intents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_intents_pending_idx" ON "payment_intents" USING btree ("created_at") WHERE "payment_intents"."status" = 'pending';--> statement-breakpoint
-- Invoices written before these columns: a refund was always taken as whole, and the price before
-- the discount is worked back from the amount paid.
UPDATE "invoices" SET "refunded_cents" = "amount_cents" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "unit_cents" = round("amount_cents" * 100.0 / (100 - "discount_percent") / greatest("quantity", 1))::int,
  "discount_cents" = round("amount_cents" * 100.0 / (100 - "discount_percent"))::int - "amount_cents"
  WHERE "discount_percent" < 100;