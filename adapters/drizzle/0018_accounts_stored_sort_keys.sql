DROP INDEX "accounts_list_name_idx";--> statement-breakpoint
DROP INDEX "accounts_list_surname_idx";--> statement-breakpoint
DROP INDEX "accounts_list_email_idx";--> statement-breakpoint
DROP INDEX "accounts_list_created_at_idx";--> statement-breakpoint
DROP INDEX "accounts_list_score_idx";--> statement-breakpoint
DROP INDEX "accounts_list_role_idx";--> statement-breakpoint
DROP INDEX "accounts_list_status_idx";--> statement-breakpoint
DROP INDEX "accounts_list_last_login_idx";--> statement-breakpoint
DROP INDEX "accounts_list_last_login_desc_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "name_sort_key" text GENERATED ALWAYS AS (translate(lower(translate("accounts"."name", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "surname_sort_key" text GENERATED ALWAYS AS (translate(lower(translate("accounts"."surname", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "accounts_list_name_idx" ON "accounts" USING btree ("name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_surname_idx" ON "accounts" USING btree ("surname_sort_key" collate "C","name_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_email_idx" ON "accounts" USING btree ("email" collate "C","name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_created_at_idx" ON "accounts" USING btree ("created_at","name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_score_idx" ON "accounts" USING btree ("score","name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_role_idx" ON "accounts" USING btree ("account_role_type","name_sort_key" collate "C","surname_sort_key" collate "C","id","status");--> statement-breakpoint
CREATE INDEX "accounts_list_status_idx" ON "accounts" USING btree ("status","name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type");--> statement-breakpoint
CREATE INDEX "accounts_list_last_login_idx" ON "accounts" USING btree ("last_login_at" asc nulls last,"name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");--> statement-breakpoint
CREATE INDEX "accounts_list_last_login_desc_idx" ON "accounts" USING btree ("last_login_at" desc nulls last,"name_sort_key" collate "C","surname_sort_key" collate "C","id","account_role_type","status");