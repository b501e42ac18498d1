CREATE TABLE "account_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_files_state_check" CHECK ("account_files"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "account_files_content_type_check" CHECK ("account_files"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "account_files_size_check" CHECK ("account_files"."size_bytes" > 0 and "account_files"."size_bytes" <= 2097152),
	CONSTRAINT "account_files_rejection_reason_check" CHECK (("account_files"."state" = 'rejected') = ("account_files"."rejection_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "account_avatars" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_account_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"client_address" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('tr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_actor_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "account_badges_name_unique";--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "theme_mode" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "language" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_badges" ADD COLUMN "name_tr" text;--> statement-breakpoint
ALTER TABLE "account_badges" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "account_badges" ADD COLUMN "description_tr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_badges" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: existing badges keep their one name and description in both languages.
UPDATE "account_badges" SET "name_tr" = "name", "name_en" = "name", "description_tr" = "description", "description_en" = "description";--> statement-breakpoint
ALTER TABLE "account_badges" ALTER COLUMN "name_tr" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_badges" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_files" ADD CONSTRAINT "account_files_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_avatars" ADD CONSTRAINT "account_avatars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_files_account_idx" ON "account_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_files_state_idx" ON "account_files" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_badges_name_tr_unique" ON "account_badges" USING btree ("name_tr");--> statement-breakpoint
CREATE UNIQUE INDEX "account_badges_name_en_unique" ON "account_badges" USING btree ("name_en");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "country_id";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "state_id";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "city_id";--> statement-breakpoint
ALTER TABLE "account_badges" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "account_badges" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_theme_mode_check" CHECK ("accounts"."theme_mode" in ('light', 'dark', 'system'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_check" CHECK ("accounts"."language" in ('tr', 'en'));--> statement-breakpoint
-- Hand-written: the audit log is append-only in the database too, whatever code connects to it.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
