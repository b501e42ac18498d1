CREATE TABLE "account_bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"selection" jsonb NOT NULL,
	"membership_package_id" uuid,
	"reason" text,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_account_id" uuid,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "account_bulk_actions_action_check" CHECK ("account_bulk_actions"."action" in ('makePassive', 'reactivate', 'extendMembership')),
	CONSTRAINT "account_bulk_actions_status_check" CHECK ("account_bulk_actions"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_method_check";--> statement-breakpoint
ALTER TABLE "account_bulk_actions" ADD CONSTRAINT "account_bulk_actions_membership_package_id_membership_packages_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_bulk_actions" ADD CONSTRAINT "account_bulk_actions_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_bulk_actions_open_idx" ON "account_bulk_actions" USING btree ("created_at") WHERE "account_bulk_actions"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "account_bulk_actions_requested_by_idx" ON "account_bulk_actions" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "account_bulk_actions_package_idx" ON "account_bulk_actions" USING btree ("membership_package_id") WHERE "account_bulk_actions"."membership_package_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_method_check" CHECK ("orders"."method" in ('card', 'manual', 'granted'));