CREATE INDEX "account_files_created_by_idx" ON "account_files" USING btree ("created_by") WHERE "account_files"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "account_files_reviewed_by_idx" ON "account_files" USING btree ("reviewed_by") WHERE "account_files"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "accounts_package_idx" ON "accounts" USING btree ("membership_package_id") WHERE "accounts"."membership_package_id" is not null;--> statement-breakpoint
CREATE INDEX "project_sessions_recorded_by_idx" ON "project_sessions" USING btree ("recorded_by_account_id");--> statement-breakpoint
CREATE INDEX "identity_flows_account_idx" ON "identity_flows" USING btree ("account_id") WHERE "identity_flows"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "identity_tickets_account_idx" ON "identity_tickets" USING btree ("account_id") WHERE "identity_tickets"."account_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_actor_idx" ON "ledger_entries" USING btree ("actor_account_id") WHERE "ledger_entries"."actor_account_id" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_package_idx" ON "checkouts" USING btree ("membership_package_id");--> statement-breakpoint
CREATE INDEX "orders_granted_by_idx" ON "orders" USING btree ("granted_by_account_id") WHERE "orders"."granted_by_account_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_closed_by_idx" ON "projects" USING btree ("closed_by_account_id") WHERE "projects"."closed_by_account_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_matched_by_idx" ON "projects" USING btree ("matched_by_account_id") WHERE "projects"."matched_by_account_id" is not null;