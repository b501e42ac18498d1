CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" uuid NOT NULL,
	"membership_package_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "checkouts_provider_check" CHECK ("checkouts"."provider" in ('sandbox', 'iyzico')),
	CONSTRAINT "checkouts_purpose_check" CHECK ("checkouts"."purpose" in ('registration', 'renewal')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('pending', 'paid', 'failed', 'refused')),
	CONSTRAINT "checkouts_currency_check" CHECK ("checkouts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "membership_notices" (
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subscription_end_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_notices_account_id_kind_subscription_end_date_pk" PRIMARY KEY("account_id","kind","subscription_end_date"),
	CONSTRAINT "membership_notices_kind_check" CHECK ("membership_notices"."kind" in ('expiring', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"account_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"membership_package_id" uuid NOT NULL,
	"checkout_id" uuid,
	"method" text NOT NULL,
	"period_months" integer NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"granted_by_account_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_method_check" CHECK ("orders"."method" in ('card', 'manual')),
	CONSTRAINT "orders_period_check" CHECK ("orders"."period_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"token" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"item_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"error_code" text,
	"error_message" text,
	"payment_id" text,
	"card_last_four" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('open', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "membership_packages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_membership_package_id_membership_packages_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_notices" ADD CONSTRAINT "membership_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_membership_package_id_membership_packages_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_granted_by_account_id_accounts_id_fk" FOREIGN KEY ("granted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_token_unique" ON "checkouts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "checkouts_account_idx" ON "checkouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_unique" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_package_idx" ON "orders" USING btree ("membership_package_id");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('reset_password', 'set_password', 'verify_email'));