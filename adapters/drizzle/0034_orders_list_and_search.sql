DROP INDEX "orders_package_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_reference" text;--> statement-breakpoint
-- Card orders so far take their provider and reference from the checkout they settled (an order
-- whose buyer's account, and so its checkout, is gone keeps none: there is nothing left to copy).
UPDATE "orders" SET "provider" = c."provider", "provider_reference" = c."provider_payment_id"
  FROM "checkouts" AS c WHERE c."id" = "orders"."checkout_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("orders"."buyer_name" || ' ' || "orders"."buyer_email" || ' ' || "orders"."order_number"::text, 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_provider_created_idx" ON "orders" USING btree ("provider","created_at","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("method","created_at","order_number","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_package_idx" ON "orders" USING btree ("membership_package_id","created_at","order_number","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('sandbox', 'iyzico'));