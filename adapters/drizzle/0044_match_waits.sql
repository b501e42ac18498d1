DROP INDEX "project_requests_created_idx";--> statement-breakpoint
ALTER TABLE "project_requests" ADD COLUMN "match_wait_working_days" double precision;--> statement-breakpoint
CREATE INDEX "project_requests_wait_unrecorded_idx" ON "project_requests" USING btree ("created_at") WHERE "project_requests"."state" = 'matched' and "project_requests"."match_wait_working_days" is null;--> statement-breakpoint
CREATE INDEX "project_requests_created_idx" ON "project_requests" USING btree ("created_at","state","closed_at","match_wait_working_days");