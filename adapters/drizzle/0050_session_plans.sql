CREATE TABLE "calendar_feeds" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"logged_session_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduled_sessions_minutes_check" CHECK ("scheduled_sessions"."minutes" between 30 and 480 and "scheduled_sessions"."minutes" % 30 = 0),
	CONSTRAINT "scheduled_sessions_state_check" CHECK ("scheduled_sessions"."state" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "session_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"proposed_by_account_id" uuid NOT NULL,
	"slots" jsonb NOT NULL,
	"reschedules_session_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "session_proposals_state_check" CHECK ("session_proposals"."state" in ('open', 'accepted', 'declined', 'replaced')),
	CONSTRAINT "session_proposals_answered_check" CHECK (("session_proposals"."state" = 'open') = ("session_proposals"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_logged_session_id_project_sessions_id_fk" FOREIGN KEY ("logged_session_id") REFERENCES "public"."project_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_proposals" ADD CONSTRAINT "session_proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_proposals" ADD CONSTRAINT "session_proposals_proposed_by_account_id_accounts_id_fk" FOREIGN KEY ("proposed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_proposals" ADD CONSTRAINT "session_proposals_reschedules_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("reschedules_session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "scheduled_sessions_project_idx" ON "scheduled_sessions" USING btree ("project_id","starts_at");--> statement-breakpoint
CREATE INDEX "scheduled_sessions_to_remind_idx" ON "scheduled_sessions" USING btree ("starts_at") WHERE "scheduled_sessions"."state" = 'scheduled' and "scheduled_sessions"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "scheduled_sessions_logged_idx" ON "scheduled_sessions" USING btree ("logged_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_proposals_one_open_idx" ON "session_proposals" USING btree ("project_id") WHERE "session_proposals"."state" = 'open';--> statement-breakpoint
CREATE INDEX "session_proposals_project_idx" ON "session_proposals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "session_proposals_proposed_by_idx" ON "session_proposals" USING btree ("proposed_by_account_id");--> statement-breakpoint
CREATE INDEX "session_proposals_reschedules_idx" ON "session_proposals" USING btree ("reschedules_session_id");