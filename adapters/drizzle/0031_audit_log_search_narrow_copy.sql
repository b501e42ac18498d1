CREATE TABLE "audit_log_search" (
	"id" bigint PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
-- The log's search text on narrow rows, for a search's count (schema/audit.ts): the entries so
-- far, then every entry as it is written, by one statement-level trigger (an import appends
-- thousands in a few statements). The log is never deleted from (migration 0004); the one update
-- it takes is followed below.
INSERT INTO "audit_log_search" ("id", "search_text") SELECT "id", "search_text" FROM "audit_log";--> statement-breakpoint
ALTER TABLE "audit_log_search" ADD CONSTRAINT "audit_log_search_id_audit_log_id_fk" FOREIGN KEY ("id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_search_text_trgm" ON "audit_log_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "audit_log_search";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_search_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_log_search" ("id", "search_text") SELECT "id", "search_text" FROM new_entries;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_search_copy" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_search_copy"();
--> statement-breakpoint
-- The one change the log takes: deleting an account rewrites the entries that named the person
-- (their actor label; account-erasure.ts). The copy follows, so a search neither finds them by
-- the old address nor keeps it.
CREATE OR REPLACE FUNCTION "audit_log_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "audit_log_search" AS copy SET "search_text" = changed."search_text"
    FROM new_entries AS changed
    WHERE copy."id" = changed."id" AND copy."search_text" IS DISTINCT FROM changed."search_text";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_search_follow" AFTER UPDATE ON "audit_log"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_search_follow"();
