CREATE TABLE "group_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_tr" text NOT NULL,
	"body_tr" text NOT NULL,
	"subject_en" text NOT NULL,
	"body_en" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"recipients_total" integer NOT NULL,
	"matching_total" integer NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"last_account_id" uuid,
	"sent_by_id" uuid,
	"sent_by_label" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "group_mails_status_check" CHECK ("group_mails"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"programme_news" boolean DEFAULT true NOT NULL,
	"unsubscribe_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_account_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_mails" ADD CONSTRAINT "group_mails_sent_by_id_accounts_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_account_filters" ADD CONSTRAINT "saved_account_filters_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_mails_created_at_idx" ON "group_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_mails_unfinished_idx" ON "group_mails" USING btree ("created_at") WHERE "group_mails"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "group_mails_sent_by_id_idx" ON "group_mails" USING btree ("sent_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_account_filters_name_unique" ON "saved_account_filters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "saved_account_filters_created_by_idx" ON "saved_account_filters" USING btree ("created_by");