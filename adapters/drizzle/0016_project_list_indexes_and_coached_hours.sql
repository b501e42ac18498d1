CREATE TABLE "coached_hours" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"counted_half_hours" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coached_hours" ADD CONSTRAINT "coached_hours_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coached_hours_counted_idx" ON "coached_hours" USING btree ("counted_half_hours");--> statement-breakpoint
CREATE INDEX "projects_deadline_sort_idx" ON "projects" USING btree ("deadline_at","started_at" DESC NULLS LAST,"id" DESC NULLS LAST,"state");--> statement-breakpoint
CREATE INDEX "projects_deadline_desc_sort_idx" ON "projects" USING btree ("deadline_at" DESC NULLS LAST,"started_at" DESC NULLS LAST,"id" DESC NULLS LAST,"state");--> statement-breakpoint
CREATE INDEX "projects_closed_sort_idx" ON "projects" USING btree ("closed_at","started_at" DESC NULLS LAST,"id" DESC NULLS LAST,"state");--> statement-breakpoint
CREATE INDEX "projects_closed_desc_sort_idx" ON "projects" USING btree ("closed_at" DESC NULLS LAST,"started_at" DESC NULLS LAST,"id" DESC NULLS LAST,"state");--> statement-breakpoint
CREATE INDEX "projects_state_started_idx" ON "projects" USING btree ("state" collate "C","started_at","id");--> statement-breakpoint
CREATE INDEX "projects_state_newest_idx" ON "projects" USING btree ("state" collate "C","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Each member's coached half hours that count (ADR 0022: confirmed sessions as coach, or the
-- closing count of a completed project without any, from the training start on), kept up to date
-- here so that the administrators' "near a threshold" report reads a range of the figure by its
-- index instead of summing the whole session log on every call. The sum below must stay the sum
-- of the coach's entries of `hourEntries` (coaching-hours-repository.ts); the coaching contract
-- compares the two through every kind of write.
--
-- The rows are locked before the sum (one order, so two writers never deadlock), and the sum is a
-- statement of its own that starts after the lock: the sessions a concurrent writer committed
-- meanwhile are counted, never lost to its later upsert.
CREATE OR REPLACE FUNCTION "coached_hours_refresh"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(member_ids), 0) = 0 THEN
    RETURN;
  END IF;
  -- An account removed in this very statement (a cascade from its deletion) gets no row.
  INSERT INTO "coached_hours" ("account_id", "counted_half_hours")
    SELECT DISTINCT member.id, 0 FROM unnest(member_ids) AS member(id)
    WHERE EXISTS (SELECT 1 FROM "accounts" AS account WHERE account.id = member.id)
    ORDER BY member.id
    ON CONFLICT ("account_id") DO NOTHING;
  PERFORM 1 FROM "coached_hours" WHERE "account_id" = ANY (member_ids) ORDER BY "account_id" FOR UPDATE;
  UPDATE "coached_hours" AS hours SET "counted_half_hours" = coalesce((
      SELECT sum(entry.half_hours) FROM (
        SELECT s.held_on AS day, s.half_hours
        FROM "projects" AS p JOIN "project_sessions" AS s ON s.project_id = p.id AND s.state = 'confirmed'
        WHERE p.coach_account_id = hours.account_id
        UNION ALL
        SELECT (p.closed_at AT TIME ZONE 'Europe/Istanbul')::date, p.session_count * 2
        FROM "projects" AS p
        WHERE p.coach_account_id = hours.account_id
          AND p.session_count IS NOT NULL
          AND p.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')
          AND NOT EXISTS (SELECT 1 FROM "project_sessions" AS s WHERE s.project_id = p.id AND s.state = 'confirmed')
      ) AS entry
      WHERE entry.day >= coalesce(
        (SELECT preference.training_started_on FROM "coaching_preferences" AS preference
          WHERE preference.account_id = hours.account_id),
        '-infinity'::date)
    ), 0)
  WHERE hours.account_id = ANY (member_ids);
END;
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (a seed, a matching run) refreshes each
-- coach once, and writes that move no hours (a new open project, a pending session) refresh none.
CREATE OR REPLACE FUNCTION "coached_hours_after_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM coached_hours_refresh(array(
      SELECT DISTINCT p.coach_account_id FROM new_rows AS n JOIN "projects" AS p ON p.id = n.project_id
      WHERE n.state = 'confirmed'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM coached_hours_refresh(array(
      SELECT p.coach_account_id
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
        JOIN "projects" AS p ON p.id IN (o.project_id, n.project_id)
      WHERE (o.state = 'confirmed' OR n.state = 'confirmed')
        AND (o.state, o.half_hours, o.held_on, o.project_id) IS DISTINCT FROM (n.state, n.half_hours, n.held_on, n.project_id)));
  ELSE
    PERFORM coached_hours_refresh(array(
      SELECT DISTINCT p.coach_account_id FROM old_rows AS o JOIN "projects" AS p ON p.id = o.project_id
      WHERE o.state = 'confirmed'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_sessions_coached_hours_insert" AFTER INSERT ON "project_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_sessions();
--> statement-breakpoint
CREATE TRIGGER "project_sessions_coached_hours_update" AFTER UPDATE ON "project_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_sessions();
--> statement-breakpoint
CREATE TRIGGER "project_sessions_coached_hours_delete" AFTER DELETE ON "project_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_sessions();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "coached_hours_after_projects"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM coached_hours_refresh(array(
      SELECT DISTINCT n.coach_account_id FROM new_rows AS n WHERE n.state <> 'open'));
  ELSE
    PERFORM coached_hours_refresh(array(
      SELECT DISTINCT coach.id
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.coach_account_id), (n.coach_account_id)) AS coach(id)
      WHERE (o.state, o.closed_at, o.session_count, o.coach_account_id)
        IS DISTINCT FROM (n.state, n.closed_at, n.session_count, n.coach_account_id)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_coached_hours_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_projects();
--> statement-breakpoint
CREATE TRIGGER "projects_coached_hours_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_projects();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "coached_hours_after_preferences"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM coached_hours_refresh(array(
      SELECT n.account_id FROM new_rows AS n WHERE n.training_started_on IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM coached_hours_refresh(array(
      SELECT n.account_id FROM old_rows AS o JOIN new_rows AS n ON n.account_id = o.account_id
      WHERE o.training_started_on IS DISTINCT FROM n.training_started_on));
  ELSE
    PERFORM coached_hours_refresh(array(
      SELECT o.account_id FROM old_rows AS o WHERE o.training_started_on IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "coaching_preferences_coached_hours_insert" AFTER INSERT ON "coaching_preferences"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_preferences();
--> statement-breakpoint
CREATE TRIGGER "coaching_preferences_coached_hours_update" AFTER UPDATE ON "coaching_preferences"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_preferences();
--> statement-breakpoint
CREATE TRIGGER "coaching_preferences_coached_hours_delete" AFTER DELETE ON "coaching_preferences"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION coached_hours_after_preferences();
--> statement-breakpoint
-- A database that has data: every coach's figure, once.
SELECT coached_hours_refresh(array(SELECT DISTINCT coach_account_id FROM "projects"));
