CREATE TABLE "account_funnel_steps" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"account_role_type" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"first_paid_at" timestamp with time zone,
	"first_requested_at" timestamp with time zone,
	"first_project_at" timestamp with time zone,
	"first_completed_at" timestamp with time zone
);
--> statement-breakpoint
-- Each account's first moment at each step of the funnel report (ADR 0051), one row per account:
-- the funnel reads a range of registration months from `account_funnel_steps_registered_idx`
-- alone, instead of probing the orders, the requests and both sides of the projects for each
-- account registered in it. What follows must stay the reading of the funnel's steps in the memory
-- store (memory/report-queries.ts): an order with a price, a request in any state, a project on
-- either side, a completed one. The programme reports' test holds both stores to the same figures.
INSERT INTO "account_funnel_steps" ("account_id", "account_role_type", "registered_at", "first_paid_at",
    "first_requested_at", "first_project_at", "first_completed_at")
  SELECT a.id, a.account_role_type, a.created_at, paid.at, requested.at, project.started_at, project.completed_at
  FROM "accounts" AS a
    LEFT JOIN (SELECT o.account_id, min(o.created_at) AS at FROM "orders" AS o
      WHERE o.price_usd > 0 GROUP BY o.account_id) AS paid ON paid.account_id = a.id
    LEFT JOIN (SELECT r.account_id, min(r.created_at) AS at FROM "project_requests" AS r
      GROUP BY r.account_id) AS requested ON requested.account_id = a.id
    LEFT JOIN (SELECT side.member, min(side.started_at) AS started_at,
        min(side.closed_at) FILTER (WHERE side.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')) AS completed_at
      FROM (SELECT p.coach_account_id AS member, p.started_at, p.closed_at, p.state FROM "projects" AS p
        UNION ALL
        SELECT p.coachee_account_id, p.started_at, p.closed_at, p.state FROM "projects" AS p) AS side
      GROUP BY side.member) AS project ON project.member = a.id;
--> statement-breakpoint
ALTER TABLE "account_funnel_steps" ADD CONSTRAINT "account_funnel_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_funnel_steps_registered_idx" ON "account_funnel_steps" USING btree ("account_role_type","registered_at","first_paid_at","first_requested_at","first_project_at","first_completed_at");
--> statement-breakpoint
ANALYZE "account_funnel_steps";
--> statement-breakpoint
-- New accounts, by one statement trigger (an import adds thousands in a few statements); a changed
-- role or registration moment row by row, only when one of them changed (a sign-in's update of the
-- account calls nothing).
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_accounts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_funnel_steps" ("account_id", "account_role_type", "registered_at")
    SELECT n.id, n.account_role_type, n.created_at FROM new_accounts AS n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_funnel_steps_insert" AFTER INSERT ON "accounts"
  REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_accounts_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_account_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "account_funnel_steps" SET "account_role_type" = NEW.account_role_type, "registered_at" = NEW.created_at
    WHERE "account_id" = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_funnel_steps_update" AFTER UPDATE OF "account_role_type", "created_at" ON "accounts"
  FOR EACH ROW
  WHEN ((OLD.account_role_type, OLD.created_at) IS DISTINCT FROM (NEW.account_role_type, NEW.created_at))
  EXECUTE FUNCTION account_funnel_steps_after_account_update();
--> statement-breakpoint
-- As for the matching facts (migration 0028): the rows are locked first, in one order (two writers
-- never deadlock), and a later statement sets them, which sees what a concurrent writer committed
-- meanwhile. Returns the ids, sorted, without nulls.
CREATE OR REPLACE FUNCTION "account_funnel_steps_lock"(member_ids uuid[]) RETURNS uuid[] LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT DISTINCT member.id FROM unnest(member_ids) AS member(id)
    WHERE member.id IS NOT NULL ORDER BY member.id);
BEGIN
  PERFORM 1 FROM "account_funnel_steps" WHERE "account_id" = ANY (ids) ORDER BY "account_id" FOR UPDATE;
  RETURN ids;
END;
$$;
--> statement-breakpoint
-- The steps recomputed from the tables, for what can take a step back (a deleted order, request or
-- project, a changed price, partner or state), each from the account's own index.
CREATE OR REPLACE FUNCTION "account_funnel_steps_refresh_paid"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := account_funnel_steps_lock(member_ids);
BEGIN
  UPDATE "account_funnel_steps" AS steps SET "first_paid_at" = (SELECT min(o.created_at) FROM "orders" AS o
      WHERE o.account_id = steps.account_id AND o.price_usd > 0)
  WHERE steps.account_id = ANY (ids);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_refresh_requested"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := account_funnel_steps_lock(member_ids);
BEGIN
  UPDATE "account_funnel_steps" AS steps SET "first_requested_at" = (SELECT min(r.created_at)
      FROM "project_requests" AS r WHERE r.account_id = steps.account_id)
  WHERE steps.account_id = ANY (ids);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_refresh_projects"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := account_funnel_steps_lock(member_ids);
BEGIN
  UPDATE "account_funnel_steps" AS steps SET
    "first_project_at" = least(
      (SELECT min(p.started_at) FROM "projects" AS p WHERE p.coach_account_id = steps.account_id),
      (SELECT min(p.started_at) FROM "projects" AS p WHERE p.coachee_account_id = steps.account_id)),
    "first_completed_at" = least(
      (SELECT min(p.closed_at) FROM "projects" AS p WHERE p.coach_account_id = steps.account_id
        AND p.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')),
      (SELECT min(p.closed_at) FROM "projects" AS p WHERE p.coachee_account_id = steps.account_id
        AND p.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')))
  WHERE steps.account_id = ANY (ids);
END;
$$;
--> statement-breakpoint
-- New rows only bring a step forward (the earlier moment wins): one statement trigger each, which
-- locks and sets only the accounts whose moment moves (a matching run's tens of thousands of new
-- projects touch the members' rows that had no project yet, or an earlier one).
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_orders_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "account_funnel_steps" AS steps
    JOIN (SELECT n.account_id, min(n.created_at) AS at FROM new_rows AS n WHERE n.price_usd > 0
      GROUP BY n.account_id) AS added ON added.account_id = steps.account_id
    WHERE steps.first_paid_at IS NULL OR added.at < steps.first_paid_at
    ORDER BY steps.account_id FOR UPDATE OF steps;
  UPDATE "account_funnel_steps" AS steps SET "first_paid_at" = least(steps.first_paid_at, added.at)
    FROM (SELECT n.account_id, min(n.created_at) AS at FROM new_rows AS n WHERE n.price_usd > 0
      GROUP BY n.account_id) AS added
    WHERE added.account_id = steps.account_id AND (steps.first_paid_at IS NULL OR added.at < steps.first_paid_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_funnel_steps_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_orders_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_orders_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_paid(array(SELECT o.account_id FROM old_rows AS o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_funnel_steps_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_orders_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_order_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_paid(array[OLD.account_id, NEW.account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_funnel_steps_update" AFTER UPDATE OF "account_id", "price_usd", "created_at" ON "orders"
  FOR EACH ROW
  WHEN ((OLD.account_id, OLD.price_usd, OLD.created_at) IS DISTINCT FROM (NEW.account_id, NEW.price_usd, NEW.created_at))
  EXECUTE FUNCTION account_funnel_steps_after_order_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_requests_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "account_funnel_steps" AS steps
    JOIN (SELECT n.account_id, min(n.created_at) AS at FROM new_rows AS n GROUP BY n.account_id) AS added
      ON added.account_id = steps.account_id
    WHERE steps.first_requested_at IS NULL OR added.at < steps.first_requested_at
    ORDER BY steps.account_id FOR UPDATE OF steps;
  UPDATE "account_funnel_steps" AS steps SET "first_requested_at" = least(steps.first_requested_at, added.at)
    FROM (SELECT n.account_id, min(n.created_at) AS at FROM new_rows AS n GROUP BY n.account_id) AS added
    WHERE added.account_id = steps.account_id
      AND (steps.first_requested_at IS NULL OR added.at < steps.first_requested_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_funnel_steps_insert" AFTER INSERT ON "project_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_requests_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_requests_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_requested(array(SELECT o.account_id FROM old_rows AS o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_funnel_steps_delete" AFTER DELETE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_requests_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_request_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_requested(array[OLD.account_id, NEW.account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_funnel_steps_update" AFTER UPDATE OF "account_id", "created_at" ON "project_requests"
  FOR EACH ROW
  WHEN ((OLD.account_id, OLD.created_at) IS DISTINCT FROM (NEW.account_id, NEW.created_at))
  EXECUTE FUNCTION account_funnel_steps_after_request_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_projects_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "account_funnel_steps" AS steps
    JOIN (SELECT side.member, min(side.started_at) AS started_at,
        min(side.closed_at) FILTER (WHERE side.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')) AS completed_at
      FROM (SELECT n.coach_account_id AS member, n.started_at, n.closed_at, n.state FROM new_rows AS n
        UNION ALL
        SELECT n.coachee_account_id, n.started_at, n.closed_at, n.state FROM new_rows AS n) AS side
      GROUP BY side.member) AS added ON added.member = steps.account_id
    WHERE (steps.first_project_at IS NULL OR added.started_at < steps.first_project_at
      OR (added.completed_at IS NOT NULL AND (steps.first_completed_at IS NULL OR added.completed_at < steps.first_completed_at)))
    ORDER BY steps.account_id FOR UPDATE OF steps;
  UPDATE "account_funnel_steps" AS steps SET
      "first_project_at" = least(steps.first_project_at, added.started_at),
      "first_completed_at" = least(steps.first_completed_at, added.completed_at)
    FROM (SELECT side.member, min(side.started_at) AS started_at,
        min(side.closed_at) FILTER (WHERE side.state IN ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')) AS completed_at
      FROM (SELECT n.coach_account_id AS member, n.started_at, n.closed_at, n.state FROM new_rows AS n
        UNION ALL
        SELECT n.coachee_account_id, n.started_at, n.closed_at, n.state FROM new_rows AS n) AS side
      GROUP BY side.member) AS added
    WHERE added.member = steps.account_id
      AND (steps.first_project_at IS NULL OR added.started_at < steps.first_project_at
      OR (added.completed_at IS NOT NULL AND (steps.first_completed_at IS NULL OR added.completed_at < steps.first_completed_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_funnel_steps_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_projects_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_projects_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_projects(
    array(SELECT o.coach_account_id FROM old_rows AS o UNION ALL SELECT o.coachee_account_id FROM old_rows AS o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_funnel_steps_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_funnel_steps_after_projects_delete();
--> statement-breakpoint
-- A project's close (the daily deadline job closes many in one statement) or any other change of
-- its partners, start or state: its partners' steps recomputed, row by row, only when one of
-- those columns changed (a session logged or a note changes none).
CREATE OR REPLACE FUNCTION "account_funnel_steps_after_project_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM account_funnel_steps_refresh_projects(
    array[OLD.coach_account_id, OLD.coachee_account_id, NEW.coach_account_id, NEW.coachee_account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_funnel_steps_update"
  AFTER UPDATE OF "state", "started_at", "closed_at", "coach_account_id", "coachee_account_id" ON "projects"
  FOR EACH ROW
  WHEN ((OLD.state, OLD.started_at, OLD.closed_at, OLD.coach_account_id, OLD.coachee_account_id)
    IS DISTINCT FROM (NEW.state, NEW.started_at, NEW.closed_at, NEW.coach_account_id, NEW.coachee_account_id))
  EXECUTE FUNCTION account_funnel_steps_after_project_update();
