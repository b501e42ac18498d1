CREATE TABLE "coaching_log_publications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"language" text NOT NULL,
	"from_day" date,
	"to_day" date,
	"payload" text NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"row_count" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "coaching_log_publications_language_check" CHECK ("coaching_log_publications"."language" in ('tr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "coaching_preferences" ADD COLUMN "share_name_with_coaches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coaching_log_publications" ADD CONSTRAINT "coaching_log_publications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_log_publications_account_idx" ON "coaching_log_publications" USING btree ("account_id","published_at");--> statement-breakpoint
CREATE INDEX "coaching_log_publications_pdf_idx" ON "coaching_log_publications" USING btree ("pdf_sha256");