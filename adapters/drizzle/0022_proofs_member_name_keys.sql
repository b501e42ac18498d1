ALTER TABLE "account_files" ADD COLUMN "member_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_files" ADD COLUMN "member_surname_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The member's name keys on each proof, so that the review list sorts by member name from an
-- index: set from the account when a proof is written, and again on its proofs when the account's
-- name or surname changes (an administrator's correction, or erasure).
CREATE OR REPLACE FUNCTION "account_files_member_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.name_sort_key, a.surname_sort_key INTO NEW.member_name_key, NEW.member_surname_key
  FROM accounts AS a WHERE a.id = NEW.account_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "account_files_member_keys" BEFORE INSERT OR UPDATE OF account_id ON "account_files"
  FOR EACH ROW EXECUTE FUNCTION account_files_member_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "accounts_name_keys_to_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_files SET member_name_key = NEW.name_sort_key, member_surname_key = NEW.surname_sort_key
  WHERE account_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_name_keys_to_files" AFTER UPDATE OF name, surname ON "accounts"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.surname IS DISTINCT FROM NEW.surname)
  EXECUTE FUNCTION accounts_name_keys_to_files();--> statement-breakpoint
UPDATE "account_files" AS f SET member_name_key = a.name_sort_key, member_surname_key = a.surname_sort_key
FROM "accounts" AS a WHERE a.id = f.account_id;--> statement-breakpoint
CREATE INDEX "account_files_queue_member_idx" ON "account_files" USING btree (("state" <> 'pending'),"member_name_key" collate "C","member_surname_key" collate "C","created_at","id","state");--> statement-breakpoint
CREATE INDEX "account_files_queue_member_desc_idx" ON "account_files" USING btree (("state" <> 'pending'),"member_name_key" collate "C" desc,"member_surname_key" collate "C" desc,"created_at" desc,"id" desc,"state");