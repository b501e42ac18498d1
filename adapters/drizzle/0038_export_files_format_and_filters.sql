ALTER TABLE "export_files" ADD COLUMN "format" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_format_check" CHECK ("export_files"."format" in ('xlsx', 'csv'));