CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"viewer" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text,
	"content" "bytea",
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_files_status_check" CHECK ("export_files"."status" in ('pending', 'running', 'ready', 'failed')),
	CONSTRAINT "export_files_language_check" CHECK ("export_files"."language" in ('tr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_files_pending_idx" ON "export_files" USING btree ("created_at") WHERE "export_files"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "export_files_expires_at_idx" ON "export_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "export_files_requested_by_idx" ON "export_files" USING btree ("requested_by");