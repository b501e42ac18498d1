CREATE TABLE "coaching_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"training_started_on" date,
	"share_email_with_coaches" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"held_on" date NOT NULL,
	"half_hours" integer NOT NULL,
	"note" text,
	"recorded_by_account_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"dispute_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "project_sessions_half_hours_check" CHECK ("project_sessions"."half_hours" between 1 and 16),
	CONSTRAINT "project_sessions_state_check" CHECK ("project_sessions"."state" in ('pending', 'confirmed', 'disputed')),
	CONSTRAINT "project_sessions_decided_check" CHECK (("project_sessions"."state" = 'pending') = ("project_sessions"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"project_id" uuid NOT NULL,
	"gap_started_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_reminders_project_id_gap_started_on_pk" PRIMARY KEY("project_id","gap_started_on")
);
--> statement-breakpoint
ALTER TABLE "coaching_preferences" ADD CONSTRAINT "coaching_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sessions" ADD CONSTRAINT "project_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sessions" ADD CONSTRAINT "project_sessions_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_sessions_project_idx" ON "project_sessions" USING btree ("project_id","held_on");