ALTER TABLE "project_sessions" DROP CONSTRAINT "project_sessions_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_sessions" DROP CONSTRAINT "project_sessions_recorded_by_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "session_reminders" DROP CONSTRAINT "session_reminders_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "project_completion_requests" DROP CONSTRAINT "project_completion_requests_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_notices" DROP CONSTRAINT "project_notices_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_coach_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_coachee_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_coach_request_id_project_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_coachee_request_id_project_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "project_sessions" ADD CONSTRAINT "project_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_sessions" ADD CONSTRAINT "project_sessions_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_completion_requests" ADD CONSTRAINT "project_completion_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_notices" ADD CONSTRAINT "project_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coach_account_id_accounts_id_fk" FOREIGN KEY ("coach_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coachee_account_id_accounts_id_fk" FOREIGN KEY ("coachee_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coach_request_id_project_requests_id_fk" FOREIGN KEY ("coach_request_id") REFERENCES "public"."project_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_coachee_request_id_project_requests_id_fk" FOREIGN KEY ("coachee_request_id") REFERENCES "public"."project_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- ADR 0030: the audit log stays append-only, except that erasing a person may rewrite an entry's
-- actor label and snapshots (never who, what, which record or when), and only in a transaction that
-- turned `coach.erasing_personal_data` on (adapters/src/postgres/repositories/account-erasure.ts).
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND coalesce(current_setting('coach.erasing_personal_data', true), '') = 'on'
    AND NEW.id = OLD.id
    AND NEW.actor_account_id IS NOT DISTINCT FROM OLD.actor_account_id
    AND NEW.action = OLD.action
    AND NEW.entity_type = OLD.entity_type
    AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
    AND NEW.client_address IS NOT DISTINCT FROM OLD.client_address
    AND NEW.created_at = OLD.created_at
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
