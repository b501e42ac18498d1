CREATE TABLE "account_partner_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
-- Each account's name, surname and e-mail, folded as a search word is (ş → s, İ → i, lower case;
-- repositories/turkish-text.ts), on narrow rows: the partner search of the projects' and open
-- requests' lists (schema/accounts.ts). Said once here, for the rows so far and the triggers below.
CREATE OR REPLACE FUNCTION "account_partner_text"("name" text, "surname" text, "email" text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate("name" || ' ' || "surname" || ' ' || "email", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))
$$;
--> statement-breakpoint
INSERT INTO "account_partner_search" ("id", "search_text")
  SELECT "id", "account_partner_text"("name", "surname", "email") FROM "accounts";--> statement-breakpoint
ALTER TABLE "account_partner_search" ADD CONSTRAINT "account_partner_search_id_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_partner_search_trgm" ON "account_partner_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "account_partner_search";--> statement-breakpoint
-- New accounts, by one statement-level trigger: an import adds thousands in a few statements.
CREATE OR REPLACE FUNCTION "account_partner_search_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_partner_search" ("id", "search_text")
    SELECT "id", "account_partner_text"("name", "surname", "email") FROM new_accounts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_partner_search_add" AFTER INSERT ON "accounts"
  REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION "account_partner_search_add"();
--> statement-breakpoint
-- A changed name, surname or e-mail (an edit, an identity correction, an account's erasure):
-- row by row, and only when one of the three changed, so that the updates a sign-in or a
-- session makes to the account never call the function.
CREATE OR REPLACE FUNCTION "account_partner_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "account_partner_search"
    SET "search_text" = "account_partner_text"(NEW."name", NEW."surname", NEW."email")
    WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_partner_search_follow" AFTER UPDATE OF "name", "surname", "email" ON "accounts"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."surname" IS DISTINCT FROM NEW."surname"
    OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "account_partner_search_follow"();
