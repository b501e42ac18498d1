CREATE TABLE "project_completion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"session_count" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "project_completion_requests_state_check" CHECK ("project_completion_requests"."state" in ('waiting', 'confirmed', 'expired', 'superseded')),
	CONSTRAINT "project_completion_requests_session_count_check" CHECK ("project_completion_requests"."session_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_notices" (
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_notices_project_id_kind_pk" PRIMARY KEY("project_id","kind"),
	CONSTRAINT "project_notices_kind_check" CHECK ("project_notices"."kind" in ('deadline_in_7_days', 'deadline_in_1_day', 'confirmation_in_1_day'))
);
--> statement-breakpoint
CREATE TABLE "project_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"languages" text[] NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"project_id" uuid,
	"last_skip_reason" text,
	"last_skip_at" timestamp with time zone,
	CONSTRAINT "project_requests_role_check" CHECK ("project_requests"."role" in ('coach', 'coachee')),
	CONSTRAINT "project_requests_state_check" CHECK ("project_requests"."state" in ('open', 'matched', 'cancelled')),
	CONSTRAINT "project_requests_languages_check" CHECK (cardinality("project_requests"."languages") between 1 and 2 and "project_requests"."languages" <@ array['tr', 'en']::text[])
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_account_id" uuid NOT NULL,
	"coachee_account_id" uuid NOT NULL,
	"coach_request_id" uuid NOT NULL,
	"coachee_request_id" uuid NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_account_id" uuid,
	"session_count" integer,
	"abort_reason" text,
	"matched_by_account_id" uuid,
	"override_reason" text,
	CONSTRAINT "projects_language_check" CHECK ("projects"."language" in ('tr', 'en')),
	CONSTRAINT "projects_state_check" CHECK ("projects"."state" in ('open', 'completed_by_coachee', 'completed_confirmed', 'completed_by_system', 'aborted_by_system', 'aborted_by_administrator')),
	CONSTRAINT "projects_two_people_check" CHECK ("projects"."coach_account_id" <> "projects"."coachee_account_id"),
	CONSTRAINT "projects_closed_check" CHECK (("projects"."state" = 'open') = ("projects"."closed_at" is null)),
	CONSTRAINT "projects_session_count_check" CHECK ("projects"."session_count" is null or "projects"."session_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "membership_package_id" uuid;--> statement-breakpoint
ALTER TABLE "project_completion_requests" ADD CONSTRAINT "project_completion_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notices" ADD CONSTRAINT "project_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coach_account_id_accounts_id_fk" FOREIGN KEY ("coach_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coachee_account_id_accounts_id_fk" FOREIGN KEY ("coachee_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coach_request_id_project_requests_id_fk" FOREIGN KEY ("coach_request_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coachee_request_id_project_requests_id_fk" FOREIGN KEY ("coachee_request_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_closed_by_account_id_accounts_id_fk" FOREIGN KEY ("closed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_matched_by_account_id_accounts_id_fk" FOREIGN KEY ("matched_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_completion_requests_project_unique" ON "project_completion_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_completion_requests_waiting_idx" ON "project_completion_requests" USING btree ("confirm_by") WHERE "project_completion_requests"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "project_requests_one_open_per_side" ON "project_requests" USING btree ("account_id","role") WHERE "project_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "project_requests_open_idx" ON "project_requests" USING btree ("created_at","id") WHERE "project_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "project_requests_account_idx" ON "project_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_coach_request_unique" ON "projects" USING btree ("coach_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_coachee_request_unique" ON "projects" USING btree ("coachee_request_id");--> statement-breakpoint
CREATE INDEX "projects_coach_idx" ON "projects" USING btree ("coach_account_id","started_at");--> statement-breakpoint
CREATE INDEX "projects_coachee_idx" ON "projects" USING btree ("coachee_account_id","started_at");--> statement-breakpoint
CREATE INDEX "projects_open_deadline_idx" ON "projects" USING btree ("deadline_at") WHERE "projects"."state" = 'open';--> statement-breakpoint
CREATE INDEX "projects_started_idx" ON "projects" USING btree ("started_at","id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_membership_package_id_membership_packages_id_fk" FOREIGN KEY ("membership_package_id") REFERENCES "public"."membership_packages"("id") ON DELETE restrict ON UPDATE no action;