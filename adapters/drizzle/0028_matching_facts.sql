CREATE TABLE "matching_facts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"coachee_requests" integer DEFAULT 0 NOT NULL,
	"proof_state" text DEFAULT 'none' NOT NULL,
	"open_coach_projects" integer DEFAULT 0 NOT NULL,
	"open_coachee_projects" integer DEFAULT 0 NOT NULL,
	"open_partners" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"latest_started_at" timestamp with time zone,
	"recent_partners" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "matching_facts_proof_state_check" CHECK ("matching_facts"."proof_state" in ('none', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "matching_facts" ADD CONSTRAINT "matching_facts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each member's matching facts (ADR 0047), kept here so that a matching run (and its preview)
-- reads them with the open requests in one statement. Every write of the requests, the projects
-- and the account files brings the members it touches up to date, in its own transaction: the
-- repository contract compares these rows with the facts derived from the tables themselves after
-- every kind of write. What follows must stay the derivation of `eligibilityOf`,
-- `mostRecentPartners` and `openPartners` (repositories/project-*-repository.ts).
--
-- As for the coached hours (migration 0016): the members' rows exist and are locked first, in one
-- order (two writers never deadlock), and each figure is recomputed by a later statement, which
-- sees what a concurrent writer committed meanwhile. Returns the members that have a row (an
-- account removed in this very statement, by a cascade, gets none).
CREATE OR REPLACE FUNCTION "matching_facts_lock"(member_ids uuid[]) RETURNS uuid[] LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := array(SELECT DISTINCT member.id FROM unnest(member_ids) AS member(id)
    WHERE member.id IS NOT NULL ORDER BY member.id);
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN ids;
  END IF;
  INSERT INTO "matching_facts" ("account_id")
    SELECT member.id FROM unnest(ids) AS member(id)
    WHERE EXISTS (SELECT 1 FROM "accounts" AS account WHERE account.id = member.id)
    ORDER BY member.id
    ON CONFLICT ("account_id") DO NOTHING;
  PERFORM 1 FROM "matching_facts" WHERE "account_id" = ANY (ids) ORDER BY "account_id" FOR UPDATE;
  RETURN ids;
END;
$$;
--> statement-breakpoint
-- Coachee requests ever made, in any state (from `project_requests_account_role_idx` alone).
CREATE OR REPLACE FUNCTION "matching_facts_refresh_requests"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := matching_facts_lock(member_ids);
BEGIN
  UPDATE "matching_facts" AS facts SET "coachee_requests" = (
      SELECT count(*) FROM "project_requests" AS request
      WHERE request.account_id = facts.account_id AND request.role = 'coachee')
  WHERE facts.account_id = ANY (ids);
END;
$$;
--> statement-breakpoint
-- The newest proof decides (by `account_files_newest_idx`).
CREATE OR REPLACE FUNCTION "matching_facts_refresh_proofs"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := matching_facts_lock(member_ids);
BEGIN
  UPDATE "matching_facts" AS facts SET "proof_state" = coalesce((
      SELECT file.state FROM "account_files" AS file
      WHERE file.account_id = facts.account_id
      ORDER BY file.created_at DESC, file.id DESC LIMIT 1), 'none')
  WHERE facts.account_id = ANY (ids);
END;
$$;
--> statement-breakpoint
-- Open projects per side, their partners, and the partners of every project at the member's latest
-- start (either role), each from the projects' indexes (migration 0027).
CREATE OR REPLACE FUNCTION "matching_facts_refresh_projects"(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := matching_facts_lock(member_ids);
BEGIN
  UPDATE "matching_facts" AS facts SET
    "open_coach_projects" = (SELECT count(*) FROM "projects" AS p
      WHERE p.coach_account_id = facts.account_id AND p.state = 'open'),
    "open_coachee_projects" = (SELECT count(*) FROM "projects" AS p
      WHERE p.coachee_account_id = facts.account_id AND p.state = 'open'),
    "open_partners" = array(
      SELECT p.coachee_account_id FROM "projects" AS p
      WHERE p.coach_account_id = facts.account_id AND p.state = 'open'
      UNION
      SELECT p.coach_account_id FROM "projects" AS p
      WHERE p.coachee_account_id = facts.account_id AND p.state = 'open'
      ORDER BY 1),
    "latest_started_at" = recent.started_at,
    "recent_partners" = coalesce(recent.partners, '{}')
  FROM unnest(ids) AS member(id)
    LEFT JOIN LATERAL (
      SELECT latest.started_at, array_agg(DISTINCT latest.partner ORDER BY latest.partner) AS partners
      FROM (
        SELECT mine.partner, mine.started_at
        FROM (
          (SELECT p.coachee_account_id AS partner, p.started_at FROM "projects" AS p
            WHERE p.coach_account_id = member.id
            ORDER BY p.started_at DESC FETCH FIRST 1 ROWS WITH TIES)
          UNION ALL
          (SELECT p.coach_account_id, p.started_at FROM "projects" AS p
            WHERE p.coachee_account_id = member.id
            ORDER BY p.started_at DESC FETCH FIRST 1 ROWS WITH TIES)
        ) AS mine
        ORDER BY mine.started_at DESC FETCH FIRST 1 ROWS WITH TIES
      ) AS latest
      GROUP BY latest.started_at
    ) AS recent ON true
  WHERE facts.account_id = member.id;
END;
$$;
--> statement-breakpoint
-- New projects (a matching run writes tens of thousands in one statement) add to the facts instead
-- of recomputing them: the counts grow, the open partners gain the new ones, and the recent partners
-- are the new ones when they started later than the member's latest start (joined when at the same
-- moment). One upsert, in the members' order: a member without a row gets it whole (it has no
-- coachee request and no proof, or it would have one), and ON CONFLICT adds to the latest
-- committed row, which it locks, so concurrent writers add up. Anything else that moves a project
-- recomputes its members (below).
CREATE OR REPLACE FUNCTION "matching_facts_after_projects_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH sides AS (
    SELECT n.coach_account_id AS member, n.coachee_account_id AS partner, n.started_at,
      n.state = 'open' AS open, true AS coaching
    FROM new_rows AS n
    UNION ALL
    SELECT n.coachee_account_id, n.coach_account_id, n.started_at, n.state = 'open', false
    FROM new_rows AS n
  ),
  added AS (
    SELECT s.member,
      count(*) FILTER (WHERE s.open AND s.coaching) AS open_coach,
      count(*) FILTER (WHERE s.open AND NOT s.coaching) AS open_coachee,
      coalesce(array_agg(DISTINCT s.partner ORDER BY s.partner) FILTER (WHERE s.open), '{}') AS open_partners,
      max(s.started_at) AS latest
    FROM sides AS s GROUP BY s.member
  ),
  added_recent AS (
    SELECT s.member, array_agg(DISTINCT s.partner ORDER BY s.partner) AS partners
    FROM sides AS s JOIN added AS a ON a.member = s.member AND s.started_at = a.latest
    GROUP BY s.member
  )
  INSERT INTO "matching_facts" AS facts ("account_id", "open_coach_projects", "open_coachee_projects",
      "open_partners", "latest_started_at", "recent_partners")
    SELECT a.member, a.open_coach, a.open_coachee, a.open_partners, a.latest, r.partners
    FROM added AS a JOIN added_recent AS r ON r.member = a.member
    WHERE EXISTS (SELECT 1 FROM "accounts" AS account WHERE account.id = a.member)
    ORDER BY a.member
  ON CONFLICT ("account_id") DO UPDATE SET
    "open_coach_projects" = facts.open_coach_projects + excluded.open_coach_projects,
    "open_coachee_projects" = facts.open_coachee_projects + excluded.open_coachee_projects,
    "open_partners" = CASE
      WHEN cardinality(excluded.open_partners) = 0 THEN facts.open_partners
      WHEN cardinality(facts.open_partners) = 0 THEN excluded.open_partners
      ELSE array(SELECT DISTINCT partner FROM unnest(facts.open_partners || excluded.open_partners) AS partner ORDER BY 1) END,
    "latest_started_at" = greatest(facts.latest_started_at, excluded.latest_started_at),
    "recent_partners" = CASE
      WHEN facts.latest_started_at IS NULL OR excluded.latest_started_at > facts.latest_started_at
        THEN excluded.recent_partners
      WHEN excluded.latest_started_at = facts.latest_started_at
        THEN array(SELECT DISTINCT partner FROM unnest(facts.recent_partners || excluded.recent_partners) AS partner ORDER BY 1)
      ELSE facts.recent_partners END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_matching_facts_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_projects_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_facts_after_projects_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_facts_refresh_projects(array(
    SELECT o.coach_account_id FROM old_rows AS o UNION SELECT o.coachee_account_id FROM old_rows AS o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_matching_facts_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_projects_delete();
--> statement-breakpoint
-- Row triggers with a condition for the updates: those that move none of these columns (a
-- deadline, a session count, a closing request) cost no call at all.
CREATE OR REPLACE FUNCTION "matching_facts_after_projects_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_facts_refresh_projects(array[OLD.coach_account_id, OLD.coachee_account_id,
    NEW.coach_account_id, NEW.coachee_account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_matching_facts_update"
  AFTER UPDATE OF "state", "started_at", "coach_account_id", "coachee_account_id" ON "projects"
  FOR EACH ROW
  WHEN ((OLD.state, OLD.started_at, OLD.coach_account_id, OLD.coachee_account_id)
    IS DISTINCT FROM (NEW.state, NEW.started_at, NEW.coach_account_id, NEW.coachee_account_id))
  EXECUTE FUNCTION matching_facts_after_projects_update();
--> statement-breakpoint
-- Only coachee requests count; a request's state (matched, cancelled, skipped) moves no fact here.
CREATE OR REPLACE FUNCTION "matching_facts_after_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM matching_facts_refresh_requests(array(
      SELECT n.account_id FROM new_rows AS n WHERE n.role = 'coachee'));
  ELSE
    PERFORM matching_facts_refresh_requests(array(
      SELECT o.account_id FROM old_rows AS o WHERE o.role = 'coachee'));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_facts_insert" AFTER INSERT ON "project_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_requests();
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_facts_delete" AFTER DELETE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_requests();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_facts_after_request_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_facts_refresh_requests(array[OLD.account_id, NEW.account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_matching_facts_update"
  AFTER UPDATE OF "role", "account_id" ON "project_requests"
  FOR EACH ROW
  WHEN ((OLD.role, OLD.account_id) IS DISTINCT FROM (NEW.role, NEW.account_id))
  EXECUTE FUNCTION matching_facts_after_request_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_facts_after_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM matching_facts_refresh_proofs(array(SELECT n.account_id FROM new_rows AS n));
  ELSE
    PERFORM matching_facts_refresh_proofs(array(SELECT o.account_id FROM old_rows AS o));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_files_matching_facts_insert" AFTER INSERT ON "account_files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_files();
--> statement-breakpoint
CREATE TRIGGER "account_files_matching_facts_delete" AFTER DELETE ON "account_files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matching_facts_after_files();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "matching_facts_after_file_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM matching_facts_refresh_proofs(array[OLD.account_id, NEW.account_id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_files_matching_facts_update"
  AFTER UPDATE OF "state", "created_at", "account_id" ON "account_files"
  FOR EACH ROW
  WHEN ((OLD.state, OLD.created_at, OLD.account_id) IS DISTINCT FROM (NEW.state, NEW.created_at, NEW.account_id))
  EXECUTE FUNCTION matching_facts_after_file_update();
--> statement-breakpoint
-- A database that has data: every member's facts, once, each row written whole (refreshing them
-- column group by column group left three dead versions of every row behind, a table four times
-- its size for the run's read). The same derivations as above.
INSERT INTO "matching_facts" ("account_id", "coachee_requests", "proof_state", "open_coach_projects",
    "open_coachee_projects", "open_partners", "latest_started_at", "recent_partners")
  SELECT member.id,
    (SELECT count(*) FROM "project_requests" AS request
      WHERE request.account_id = member.id AND request.role = 'coachee'),
    coalesce((SELECT file.state FROM "account_files" AS file WHERE file.account_id = member.id
      ORDER BY file.created_at DESC, file.id DESC LIMIT 1), 'none'),
    (SELECT count(*) FROM "projects" AS p WHERE p.coach_account_id = member.id AND p.state = 'open'),
    (SELECT count(*) FROM "projects" AS p WHERE p.coachee_account_id = member.id AND p.state = 'open'),
    array(
      SELECT p.coachee_account_id FROM "projects" AS p WHERE p.coach_account_id = member.id AND p.state = 'open'
      UNION
      SELECT p.coach_account_id FROM "projects" AS p WHERE p.coachee_account_id = member.id AND p.state = 'open'
      ORDER BY 1),
    recent.started_at,
    coalesce(recent.partners, '{}')
  FROM (
    SELECT account_id AS id FROM "project_requests" WHERE role = 'coachee'
    UNION SELECT account_id FROM "account_files"
    UNION SELECT coach_account_id FROM "projects"
    UNION SELECT coachee_account_id FROM "projects"
  ) AS member
    LEFT JOIN LATERAL (
      SELECT latest.started_at, array_agg(DISTINCT latest.partner ORDER BY latest.partner) AS partners
      FROM (
        SELECT mine.partner, mine.started_at
        FROM (
          (SELECT p.coachee_account_id AS partner, p.started_at FROM "projects" AS p
            WHERE p.coach_account_id = member.id
            ORDER BY p.started_at DESC FETCH FIRST 1 ROWS WITH TIES)
          UNION ALL
          (SELECT p.coach_account_id, p.started_at FROM "projects" AS p
            WHERE p.coachee_account_id = member.id
            ORDER BY p.started_at DESC FETCH FIRST 1 ROWS WITH TIES)
        ) AS mine
        ORDER BY mine.started_at DESC FETCH FIRST 1 ROWS WITH TIES
      ) AS latest
      GROUP BY latest.started_at
    ) AS recent ON true
  ORDER BY member.id;
--> statement-breakpoint
ANALYZE "matching_facts";
