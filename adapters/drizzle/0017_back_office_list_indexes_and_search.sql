DROP INDEX "accounts_list_last_login_desc_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "outbox_created_at_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("audit_log"."actor_label" || ' ' || "audit_log"."action" || ' ' || "audit_log"."entity_type" || ' ' || coalesce("audit_log"."entity_id", ''), 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate("contact_messages"."name" || ' ' || "contact_messages"."surname" || ' ' || "contact_messages"."email" || ' ' || "contact_messages"."message", 'İIıŞşÇçĞğÖöÜüÂâÎîÛû', 'iiissccggoouuaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "account_files_queue_created_idx" ON "account_files" USING btree (("state" <> 'pending'),"created_at","id","state");--> statement-breakpoint
CREATE INDEX "account_files_queue_created_desc_idx" ON "account_files" USING btree (("state" <> 'pending'),"created_at" desc,"id" desc,"state");--> statement-breakpoint
CREATE INDEX "account_files_queue_reviewed_idx" ON "account_files" USING btree (("state" <> 'pending'),"reviewed_at" asc nulls last,"created_at","id","state");--> statement-breakpoint
CREATE INDEX "account_files_queue_reviewed_desc_idx" ON "account_files" USING btree (("state" <> 'pending'),"reviewed_at" desc nulls last,"created_at" desc,"id" desc,"state");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_idx" ON "audit_log" USING btree ("entity_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm" ON "audit_log" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree (translate(lower(translate("name", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`') collate "C",translate(lower(translate("surname", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`') collate "C","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email" collate "C","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_list_last_login_desc_idx" ON "accounts" USING btree ("last_login_at" desc nulls last,translate(lower(translate("name", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`') collate "C",translate(lower(translate("surname", 'Iİ', 'ıi')), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_`') collate "C","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at","id");