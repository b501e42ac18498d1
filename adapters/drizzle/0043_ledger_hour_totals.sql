CREATE TABLE "ledger_hour_totals" (
	"hour" timestamp with time zone NOT NULL,
	"writer" integer NOT NULL,
	"given" bigint NOT NULL,
	"spent" bigint NOT NULL,
	"penalties" bigint NOT NULL,
	CONSTRAINT "ledger_hour_totals_hour_writer_pk" PRIMARY KEY("hour","writer")
);
--> statement-breakpoint
-- The ledger's sums by the hour (UTC) for the points report (ADR 0051): a month on any wall clock
-- whose offset is whole hours (Istanbul's) is a range of hours. The entries so far as one row an
-- hour (writer 0), then what each statement adds, as the session that wrote it (see schema/ledger.ts).
INSERT INTO "ledger_hour_totals" ("hour", "writer", "given", "spent", "penalties")
  SELECT date_trunc('hour', e.created_at, 'UTC'), 0,
    coalesce(sum(e.delta) FILTER (WHERE e.delta > 0), 0), coalesce(-sum(e.delta) FILTER (WHERE e.delta < 0), 0),
    coalesce(-sum(e.delta) FILTER (WHERE e.reason = 'unclosed_penalty'), 0)
  FROM "ledger_entries" AS e GROUP BY 1;
--> statement-breakpoint
ANALYZE "ledger_hour_totals";
--> statement-breakpoint
-- What a statement wrote, by the hour, added into this session's rows: one upsert a statement,
-- whatever its number of entries (a deletion takes away, an update both; the application never
-- changes an entry, but an account's deletion sets its actor to null, which changes no sum, and an
-- operator's SQL might), the hours it leaves unchanged skipped.
CREATE OR REPLACE FUNCTION "ledger_hour_totals_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_hour_totals" AS totals ("hour", "writer", "given", "spent", "penalties")
    SELECT change.hour, pg_backend_pid(), sum(change.given), sum(change.spent), sum(change.penalties)
    FROM (
        SELECT date_trunc('hour', e.created_at, 'UTC') AS hour,
          coalesce(sum(e.delta) FILTER (WHERE e.delta > 0), 0) AS given,
          coalesce(-sum(e.delta) FILTER (WHERE e.delta < 0), 0) AS spent,
          coalesce(-sum(e.delta) FILTER (WHERE e.reason = 'unclosed_penalty'), 0) AS penalties
        FROM new_rows AS e GROUP BY 1
      ) AS change
    GROUP BY change.hour
    HAVING sum(change.given) <> 0 OR sum(change.spent) <> 0 OR sum(change.penalties) <> 0
    ORDER BY change.hour
  ON CONFLICT ("hour", "writer") DO UPDATE SET "given" = totals.given + excluded.given,
    "spent" = totals.spent + excluded.spent, "penalties" = totals.penalties + excluded.penalties;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_hour_totals_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_hour_totals" AS totals ("hour", "writer", "given", "spent", "penalties")
    SELECT change.hour, pg_backend_pid(), sum(change.given), sum(change.spent), sum(change.penalties)
    FROM (
        SELECT date_trunc('hour', e.created_at, 'UTC') AS hour,
          coalesce(-sum(e.delta) FILTER (WHERE e.delta > 0), 0) AS given,
          coalesce(sum(e.delta) FILTER (WHERE e.delta < 0), 0) AS spent,
          coalesce(sum(e.delta) FILTER (WHERE e.reason = 'unclosed_penalty'), 0) AS penalties
        FROM old_rows AS e GROUP BY 1
      ) AS change
    GROUP BY change.hour
    HAVING sum(change.given) <> 0 OR sum(change.spent) <> 0 OR sum(change.penalties) <> 0
    ORDER BY change.hour
  ON CONFLICT ("hour", "writer") DO UPDATE SET "given" = totals.given + excluded.given,
    "spent" = totals.spent + excluded.spent, "penalties" = totals.penalties + excluded.penalties;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_hour_totals_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_hour_totals" AS totals ("hour", "writer", "given", "spent", "penalties")
    SELECT change.hour, pg_backend_pid(), sum(change.given), sum(change.spent), sum(change.penalties)
    FROM (
        SELECT date_trunc('hour', e.created_at, 'UTC') AS hour,
          coalesce(-sum(e.delta) FILTER (WHERE e.delta > 0), 0) AS given,
          coalesce(sum(e.delta) FILTER (WHERE e.delta < 0), 0) AS spent,
          coalesce(sum(e.delta) FILTER (WHERE e.reason = 'unclosed_penalty'), 0) AS penalties
        FROM old_rows AS e GROUP BY 1
        UNION ALL
        SELECT date_trunc('hour', e.created_at, 'UTC') AS hour,
          coalesce(sum(e.delta) FILTER (WHERE e.delta > 0), 0) AS given,
          coalesce(-sum(e.delta) FILTER (WHERE e.delta < 0), 0) AS spent,
          coalesce(-sum(e.delta) FILTER (WHERE e.reason = 'unclosed_penalty'), 0) AS penalties
        FROM new_rows AS e GROUP BY 1
      ) AS change
    GROUP BY change.hour
    HAVING sum(change.given) <> 0 OR sum(change.spent) <> 0 OR sum(change.penalties) <> 0
    ORDER BY change.hour
  ON CONFLICT ("hour", "writer") DO UPDATE SET "given" = totals.given + excluded.given,
    "spent" = totals.spent + excluded.spent, "penalties" = totals.penalties + excluded.penalties;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_hour_totals_insert" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_hour_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_hour_totals_delete" AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_hour_totals_after_delete();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_hour_totals_update" AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_hour_totals_after_update();
--> statement-breakpoint
-- A truncation of the ledger (a test's `truncate accounts cascade`) empties the sums with it.
CREATE OR REPLACE FUNCTION "ledger_hour_totals_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "ledger_hour_totals";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_hour_totals_truncate" AFTER TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_hour_totals_after_truncate();
