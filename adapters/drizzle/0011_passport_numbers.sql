-- Passport numbers are unique, stored upper-case without spaces (ADR 0032). A database made before
-- may hold them as typed, and the same number twice: this must not fail on them, nor lose any.
-- 1. Of each group of accounts whose numbers are the same once normalised, the oldest account keeps
--    the number; every later one gets it with "#2", "#3"… (a "#" never passes the passport format,
--    so no real number can meet it) and stays readable for the administrator who corrects it.
WITH ranked AS (
	SELECT
		"id",
		"passport_number" AS "original",
		upper(regexp_replace("passport_number", '\s+', '', 'g')) AS "normalised",
		row_number() OVER (
			PARTITION BY upper(regexp_replace("passport_number", '\s+', '', 'g'))
			ORDER BY "created_at", "id"
		) AS "rank"
	FROM "accounts"
	WHERE nullif(regexp_replace("passport_number", '\s+', '', 'g'), '') IS NOT NULL
),
moved AS (
	UPDATE "accounts" AS a
	SET "passport_number" = r."normalised" || '#' || r."rank"
	FROM ranked AS r
	WHERE a."id" = r."id" AND r."rank" > 1
	RETURNING a."id", r."original", a."passport_number"
)
-- 2. Each of them is reported in the audit log (action accounts.passportDuplicate), where the
--    administrators find whom to correct with "Correct identity number".
INSERT INTO "audit_log" ("actor_account_id", "actor_label", "action", "entity_type", "entity_id", "before", "after", "created_at")
SELECT
	NULL,
	'system',
	'accounts.passportDuplicate',
	'account',
	"id"::text,
	jsonb_build_object('passportNumber', "original"),
	jsonb_build_object('passportNumber', "passport_number"),
	now()
FROM moved;
--> statement-breakpoint
-- 3. The keepers (and every number without a twin) in the stored form; blank becomes null. No value
--    left can collide: a row already holding a keeper's form is in its group and was moved above.
UPDATE "accounts"
SET "passport_number" = nullif(upper(regexp_replace("passport_number", '\s+', '', 'g')), '')
WHERE "passport_number" IS NOT NULL
	AND position('#' IN "passport_number") = 0
	AND "passport_number" IS DISTINCT FROM nullif(upper(regexp_replace("passport_number", '\s+', '', 'g')), '');
--> statement-breakpoint
-- 4. The unique index, now that the numbers are unique (drizzle generated it into 0009, which leaves
--    it to this migration; "if not exists" keeps a database that got it there as it is).
CREATE UNIQUE INDEX IF NOT EXISTS "accounts_passport_number_unique" ON "accounts" USING btree ("passport_number");
