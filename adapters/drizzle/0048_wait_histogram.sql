CREATE TABLE "wait_histogram" (
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "wait_histogram_kind_month_bucket_pk" PRIMARY KEY("kind","month","bucket")
);
--> statement-breakpoint
-- Hand-written from here (ADR 0051): the waits recorded so far, then triggers that keep the
-- histogram in the transaction of every statement that records, changes or removes a wait. A
-- month is the month the wait started in on Istanbul's wall clock (core's workingDayTimeZone, the
-- reports' months); a bucket the wait in minutes of working time, to the nearest, as core's
-- waitBucketOf computes it in floating point: floor(working days × 1440 + 0.5).
INSERT INTO "wait_histogram" ("kind", "month", "bucket", "count")
  SELECT 'match', date_trunc('month', r.created_at AT TIME ZONE 'Europe/Istanbul')::date,
    floor(r.match_wait_working_days * 1440::float8 + 0.5::float8)::int, count(*)
  FROM "project_requests" AS r WHERE r.match_wait_working_days IS NOT NULL GROUP BY 2, 3
  UNION ALL
  SELECT 'proofReview', date_trunc('month', f.created_at AT TIME ZONE 'Europe/Istanbul')::date,
    floor(f.review_wait_working_days * 1440::float8 + 0.5::float8)::int, count(*)
  FROM "account_files" AS f WHERE f.review_wait_working_days IS NOT NULL GROUP BY 2, 3;
--> statement-breakpoint
ANALYZE "wait_histogram";
--> statement-breakpoint
-- One function for both tables: TG_ARGV[0] is the kind, TG_ARGV[1] the column of the wait. What a
-- statement removed counts −1, what it wrote +1, summed by month and bucket; the buckets it leaves
-- unchanged (an update that touches no wait) are skipped, the rest upserted in order. A truncation
-- (a test's `truncate accounts cascade`) empties the kind's histogram.
CREATE OR REPLACE FUNCTION "wait_histogram_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  histogram_kind text := TG_ARGV[0];
  bucketed text := 'SELECT date_trunc(''month'', w.created_at AT TIME ZONE ''Europe/Istanbul'')::date AS month, '
    || 'floor(w.%1$I * 1440::float8 + 0.5::float8)::int AS bucket, %2$s AS count '
    || 'FROM %3$I AS w WHERE w.%1$I IS NOT NULL';
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "wait_histogram" WHERE "kind" = histogram_kind;
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format(bucketed, TG_ARGV[1], 1, 'new_rows')
    WHEN 'DELETE' THEN format(bucketed, TG_ARGV[1], -1, 'old_rows')
    ELSE format(bucketed, TG_ARGV[1], -1, 'old_rows') || ' UNION ALL ' || format(bucketed, TG_ARGV[1], 1, 'new_rows')
  END;
  EXECUTE format(
    'INSERT INTO "wait_histogram" AS h ("kind", "month", "bucket", "count") '
    || 'SELECT $1, c.month, c.bucket, sum(c.count) FROM (%s) AS c '
    || 'GROUP BY c.month, c.bucket HAVING sum(c.count) <> 0 ORDER BY c.month, c.bucket '
    || 'ON CONFLICT ("kind", "month", "bucket") DO UPDATE SET "count" = h.count + excluded.count',
    changes) USING histogram_kind;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "project_requests_wait_histogram_insert" AFTER INSERT ON "project_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('match', 'match_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "project_requests_wait_histogram_update" AFTER UPDATE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('match', 'match_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "project_requests_wait_histogram_delete" AFTER DELETE ON "project_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('match', 'match_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "project_requests_wait_histogram_truncate" AFTER TRUNCATE ON "project_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION wait_histogram_after_change('match', 'match_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "account_files_wait_histogram_insert" AFTER INSERT ON "account_files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('proofReview', 'review_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "account_files_wait_histogram_update" AFTER UPDATE ON "account_files"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('proofReview', 'review_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "account_files_wait_histogram_delete" AFTER DELETE ON "account_files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION wait_histogram_after_change('proofReview', 'review_wait_working_days');
--> statement-breakpoint
CREATE TRIGGER "account_files_wait_histogram_truncate" AFTER TRUNCATE ON "account_files"
  FOR EACH STATEMENT EXECUTE FUNCTION wait_histogram_after_change('proofReview', 'review_wait_working_days');
