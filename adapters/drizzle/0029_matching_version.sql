CREATE SEQUENCE "public"."matching_version_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "matching_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "matching_version_one_row" CHECK ("matching_version"."id")
);
--> statement-breakpoint
CREATE TABLE "matching_version_changes" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "membership_periods_starts_idx" ON "membership_periods" USING btree ("starts_at","account_id");
--> statement-breakpoint
-- The version of what a matching preview reads (ADR 0047, addendum of 2026-11-30). A preview keeps
-- its plan for the version it read with its rows and plans again once the version has moved, so the
-- version must move with every committed change of what the snapshot reads: the open requests, the
-- members' kept facts (which the triggers of migration 0028 keep for the requests, projects and
-- proofs), the accounts' eligibility columns, the membership periods and the packages' levels.
-- Statement triggers (one call per statement, whatever the rows: a run marking 30,000 requests
-- matched makes one) note the transaction in `matching_version_changes`, once; that row's deferred
-- trigger moves the version when the transaction commits. Moving it at once would hold the
-- version's row locked until the commit, and every writer of these tables would wait for the
-- longest of them (a matching run writes for seconds). Moving it at commit keeps a preview right:
-- the version and the rows it stands for become visible together, in one commit.
INSERT INTO "matching_version" ("id", "version") VALUES (true, nextval('matching_version_numbers'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_version_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "matching_version_changes" ("transaction_id")
    VALUES (pg_current_xact_id()::text::bigint)
    ON CONFLICT ("transaction_id") DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- At commit (or when an operator's SET CONSTRAINTS makes it run earlier): a new number from the
-- sequence, so that the version never takes a value it had before, not even if its row was removed.
CREATE OR REPLACE FUNCTION "matching_version_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "matching_version" ("id", "version") VALUES (true, nextval('matching_version_numbers'))
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded.version;
  DELETE FROM "matching_version_changes" WHERE "transaction_id" = NEW.transaction_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "matching_version_move" AFTER INSERT ON "matching_version_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION matching_version_move();
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_version" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "state", "role", "languages", "account_id", "created_at" ON "project_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_version_touch();
--> statement-breakpoint
CREATE TRIGGER "matching_facts_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matching_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_version_touch();
--> statement-breakpoint
-- A new account has no request yet: its first request moves the version.
CREATE TRIGGER "accounts_matching_version" AFTER DELETE OR TRUNCATE
  OR UPDATE OF "status", "is_locked", "subscription_end_date", "score", "membership_package_id" ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_version_touch();
--> statement-breakpoint
CREATE TRIGGER "membership_periods_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_version_touch();
--> statement-breakpoint
CREATE TRIGGER "membership_packages_matching_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_version_touch();
