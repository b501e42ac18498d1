DROP INDEX "projects_coach_idx";--> statement-breakpoint
DROP INDEX "projects_coachee_idx";--> statement-breakpoint
CREATE INDEX "projects_open_coach_idx" ON "projects" USING btree ("coach_account_id","coachee_account_id") WHERE "projects"."state" = 'open';--> statement-breakpoint
CREATE INDEX "projects_open_coachee_idx" ON "projects" USING btree ("coachee_account_id","coach_account_id") WHERE "projects"."state" = 'open';--> statement-breakpoint
CREATE INDEX "projects_coach_idx" ON "projects" USING btree ("coach_account_id","started_at","coachee_account_id");--> statement-breakpoint
CREATE INDEX "projects_coachee_idx" ON "projects" USING btree ("coachee_account_id","started_at","coach_account_id");