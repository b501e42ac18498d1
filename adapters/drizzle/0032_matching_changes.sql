CREATE TABLE "matching_changes" (
	"transaction_id" bigint NOT NULL,
	"account_id" uuid
);
--> statement-breakpoint
ALTER TABLE "matching_version" ADD COLUMN "changes_kept_from" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "matching_changes_transaction_idx" ON "matching_changes" USING btree ("transaction_id");--> statement-breakpoint
-- Which members each committed change of what a matching preview reads touched (ADR 0047, addendum
-- of 2026-12-01), so that a preview that planned on an earlier read can read only those members
-- again: one row per member and writing transaction, `account_id` null for "everything" (a package,
-- a TRUNCATE, a statement touching more than a thousand members: a matching run's). A reader tells
-- the transactions it has not seen from its read's `pg_current_snapshot()`, whatever order they
-- committed in (the version's numbers are drawn before the commit's lock, so they do not follow the
-- commits' order). Statement triggers on the same tables as the version's, with their changed rows:
-- one call and one insert per statement, whatever the rows.
CREATE OR REPLACE FUNCTION "matching_changes_note"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF member_ids IS NULL OR cardinality(member_ids) > 1000 THEN
    INSERT INTO "matching_changes" ("transaction_id", "account_id")
      VALUES (pg_current_xact_id()::text::bigint, NULL);
  ELSIF cardinality(member_ids) > 0 THEN
    INSERT INTO "matching_changes" ("transaction_id", "account_id")
      SELECT pg_current_xact_id()::text::bigint, member.id FROM unnest(member_ids) AS member(id)
      WHERE member.id IS NOT NULL;
  END IF;
END;
$$;
--> statement-breakpoint
-- The tables with a member per row: the open requests, the kept facts (every change the triggers of
-- 0028 make: requests, projects, proofs) and the membership periods. At most 1,001 distinct
-- members are collected: more is "everything" anyway.
CREATE OR REPLACE FUNCTION "matching_changes_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM matching_changes_note(array(SELECT DISTINCT n.account_id FROM new_rows AS n LIMIT 1001));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM matching_changes_note(array(SELECT DISTINCT o.account_id FROM old_rows AS o LIMIT 1001));
  ELSE
    PERFORM matching_changes_note(array(
      SELECT o.account_id FROM old_rows AS o UNION SELECT n.account_id FROM new_rows AS n LIMIT 1001));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A request's update counts when it moves a column the snapshot reads (a run's skip reasons do not);
-- a bulk update (a run marking its requests matched) is "everything" without comparing the rows.
CREATE OR REPLACE FUNCTION "matching_changes_of_request_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 1000 THEN
    PERFORM matching_changes_note(NULL);
  ELSE
    PERFORM matching_changes_note(array(
      SELECT DISTINCT member.id FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id,
        LATERAL (VALUES (o.account_id), (n.account_id)) AS member(id)
      WHERE (o.state, o.role, o.languages, o.account_id, o.created_at)
        IS DISTINCT FROM (n.state, n.role, n.languages, n.account_id, n.created_at)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The accounts' columns the snapshot reads, row by row with a condition: the frequent updates that
-- move none of them (a sign-in) cost no call, a change of points one.
CREATE OR REPLACE FUNCTION "matching_changes_of_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_changes_note(array[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_changes_of_everything"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_changes_note(NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_changes_insert" AFTER INSERT ON "project_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_changes_delete" AFTER DELETE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_changes_update" AFTER UPDATE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_request_updates();
--> statement-breakpoint
CREATE TRIGGER "matching_facts_matching_changes_insert" AFTER INSERT ON "matching_facts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "matching_facts_matching_changes_update" AFTER UPDATE ON "matching_facts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "matching_facts_matching_changes_delete" AFTER DELETE ON "matching_facts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "membership_periods_matching_changes_insert" AFTER INSERT ON "membership_periods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "membership_periods_matching_changes_update" AFTER UPDATE ON "membership_periods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
CREATE TRIGGER "membership_periods_matching_changes_delete" AFTER DELETE ON "membership_periods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_rows();
--> statement-breakpoint
-- An account removed takes its requests, facts and periods with it (cascades, noted above).
CREATE TRIGGER "accounts_matching_changes" AFTER UPDATE OF "status", "is_locked",
  "subscription_end_date", "score", "membership_package_id" ON "accounts"
  FOR EACH ROW
  WHEN ((OLD.status, OLD.is_locked, OLD.subscription_end_date, OLD.score, OLD.membership_package_id)
    IS DISTINCT FROM (NEW.status, NEW.is_locked, NEW.subscription_end_date, NEW.score, NEW.membership_package_id))
  EXECUTE FUNCTION matching_changes_of_account();
--> statement-breakpoint
-- A package's level is every member's with it: rare, and "everything".
CREATE TRIGGER "membership_packages_matching_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "membership_packages" FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_everything();
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_changes_truncate" AFTER TRUNCATE ON "project_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_everything();
--> statement-breakpoint
CREATE TRIGGER "matching_facts_matching_changes_truncate" AFTER TRUNCATE ON "matching_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_everything();
--> statement-breakpoint
CREATE TRIGGER "accounts_matching_changes_truncate" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_everything();
--> statement-breakpoint
CREATE TRIGGER "membership_periods_matching_changes_truncate" AFTER TRUNCATE ON "membership_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION matching_changes_of_everything();
--> statement-breakpoint
-- The move at commit also forgets the changes of transactions long past, now and then: those older
-- than 100,000 transaction ids, once the oldest kept is 200,000 behind. `changes_kept_from` says from
-- which transaction on the changes are all kept; a read whose snapshot's oldest running transaction
-- is older than that reads the whole snapshot again instead.
CREATE OR REPLACE FUNCTION "matching_version_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept_from bigint;
  forget_before bigint := pg_current_xact_id()::text::bigint - 100000;
BEGIN
  -- A row made again (emptied by hand) keeps nothing from before this transaction.
  INSERT INTO "matching_version" ("id", "version", "changes_kept_from")
    VALUES (true, nextval('matching_version_numbers'), pg_current_xact_id()::text::bigint)
    ON CONFLICT ("id") DO UPDATE SET "version" = excluded.version
    RETURNING "changes_kept_from" INTO kept_from;
  IF forget_before > kept_from + 100000 THEN
    DELETE FROM "matching_changes" WHERE "transaction_id" < forget_before;
    UPDATE "matching_version" SET "changes_kept_from" = forget_before;
  END IF;
  DELETE FROM "matching_version_changes" WHERE "transaction_id" = NEW.transaction_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Changes are noted from this migration's transaction on: a read older than it reads everything.
UPDATE "matching_version" SET "changes_kept_from" = pg_current_xact_id()::text::bigint;
