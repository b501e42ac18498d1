DROP INDEX "projects_coach_idx";--> statement-breakpoint
DROP INDEX "projects_coachee_idx";--> statement-breakpoint
CREATE INDEX "projects_coach_idx" ON "projects" USING btree ("coach_account_id","started_at","coachee_account_id","state","deadline_at","closed_at","id");--> statement-breakpoint
CREATE INDEX "projects_coachee_idx" ON "projects" USING btree ("coachee_account_id","started_at","coach_account_id","state","deadline_at","closed_at","id");