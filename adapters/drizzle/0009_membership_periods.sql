CREATE TABLE "membership_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"membership_package_id" uuid NOT NULL,
	"order_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_periods_dates_check" CHECK ("membership_periods"."ends_at" > "membership_periods"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_membership_package_id_membership_packages_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_periods" ADD CONSTRAINT "membership_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_periods_account_idx" ON "membership_periods" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_periods_order_unique" ON "membership_periods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "membership_periods_package_idx" ON "membership_periods" USING btree ("membership_package_id");--> statement-breakpoint
-- (drizzle generated the unique index on passport numbers here too; 0011_passport_numbers makes it
-- once existing numbers are unique: made here it would fail on such a database.)
-- Backfill (ADR 0031), as core's correctPeriods would make them: every order of an account becomes
-- its period at its package, so months bought at one level while another ran keep their level.
INSERT INTO "membership_periods" ("account_id", "membership_package_id", "order_id", "starts_at", "ends_at", "created_at")
SELECT "account_id", "membership_package_id", "id", "starts_at", "ends_at", "created_at"
FROM "orders"
WHERE "account_id" IS NOT NULL AND "ends_at" > "starts_at";--> statement-breakpoint
-- The account's end date is the membership's end: unended periods beyond an end an administrator
-- set earlier are taken back or cut there (an end already past cuts at now).
DELETE FROM "membership_periods" p
USING "accounts" a
WHERE a."id" = p."account_id"
  AND p."ends_at" > now()
  AND p."starts_at" >= greatest(coalesce(a."subscription_end_date", now()), now());--> statement-breakpoint
UPDATE "membership_periods" p
SET "ends_at" = greatest(coalesce(a."subscription_end_date", now()), now())
FROM "accounts" a
WHERE a."id" = p."account_id"
  AND p."ends_at" > greatest(coalesce(a."subscription_end_date", now()), now());--> statement-breakpoint
-- The account's package is its last unended period's (an administrator may have changed it by hand).
UPDATE "membership_periods" p
SET "membership_package_id" = a."membership_package_id"
FROM "accounts" a
WHERE a."id" = p."account_id"
  AND a."membership_package_id" IS NOT NULL
  AND p."membership_package_id" <> a."membership_package_id"
  AND p."ends_at" > now()
  AND p."starts_at" = (
    SELECT max(q."starts_at") FROM "membership_periods" q
    WHERE q."account_id" = p."account_id" AND q."ends_at" > now()
  );--> statement-breakpoint
-- An end set by hand beyond the bought periods: the last unended period continues to it...
UPDATE "membership_periods" p
SET "ends_at" = a."subscription_end_date"
FROM "accounts" a
WHERE a."id" = p."account_id"
  AND a."membership_package_id" IS NOT NULL
  AND a."subscription_end_date" > p."ends_at"
  AND p."ends_at" > now()
  AND p."starts_at" = (
    SELECT max(q."starts_at") FROM "membership_periods" q
    WHERE q."account_id" = p."account_id" AND q."ends_at" > now()
  );--> statement-breakpoint
-- ...and an active membership with no unended period (set by hand or imported) gets one from now.
INSERT INTO "membership_periods" ("account_id", "membership_package_id", "order_id", "starts_at", "ends_at", "created_at")
SELECT a."id", a."membership_package_id", NULL, now(), a."subscription_end_date", now()
FROM "accounts" a
WHERE a."membership_package_id" IS NOT NULL
  AND a."subscription_end_date" > now()
  AND NOT EXISTS (
    SELECT 1 FROM "membership_periods" q WHERE q."account_id" = a."id" AND q."ends_at" > now()
  );
