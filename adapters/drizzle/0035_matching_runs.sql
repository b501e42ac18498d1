CREATE TABLE "matching_run_left_overs" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"side" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "matching_run_left_overs_run_id_position_pk" PRIMARY KEY("run_id","position"),
	CONSTRAINT "matching_run_left_overs_side_check" CHECK ("matching_run_left_overs"."side" in ('coach', 'coachee'))
);
--> statement-breakpoint
CREATE TABLE "matching_run_pairs" (
	"run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"project_id" uuid NOT NULL,
	"coach_request_id" uuid NOT NULL,
	"coachee_request_id" uuid NOT NULL,
	"coach_account_id" uuid NOT NULL,
	"coachee_account_id" uuid NOT NULL,
	"language" text NOT NULL,
	CONSTRAINT "matching_run_pairs_run_id_position_pk" PRIMARY KEY("run_id","position"),
	CONSTRAINT "matching_run_pairs_language_check" CHECK ("matching_run_pairs"."language" in ('tr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "matching_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"started_by_account_id" uuid,
	"coach_requests" integer NOT NULL,
	"coachee_requests" integer NOT NULL,
	"pairs" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"duration_ms" double precision NOT NULL,
	CONSTRAINT "matching_runs_trigger_check" CHECK ("matching_runs"."trigger" in ('schedule', 'administrator', 'command_line'))
);
--> statement-breakpoint
ALTER TABLE "matching_run_left_overs" ADD CONSTRAINT "matching_run_left_overs_run_id_matching_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."matching_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_run_pairs" ADD CONSTRAINT "matching_run_pairs_run_id_matching_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."matching_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matching_runs_started_idx" ON "matching_runs" USING btree ("started_at","id");