CREATE TABLE "external_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"linked_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "external_identities_provider_check" CHECK ("external_identities"."provider" in ('google', 'microsoft', 'linkedin', 'oidc'))
);
--> statement-breakpoint
CREATE TABLE "identity_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"provider" text NOT NULL,
	"intent" text NOT NULL,
	"account_id" uuid,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_flows_provider_check" CHECK ("identity_flows"."provider" in ('google', 'microsoft', 'linkedin', 'oidc')),
	CONSTRAINT "identity_flows_intent_check" CHECK ("identity_flows"."intent" in ('signIn', 'link'))
);
--> statement-breakpoint
CREATE TABLE "identity_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" uuid,
	"subject" text,
	"email" text,
	"email_verified" boolean,
	"name" text,
	"surname" text,
	"refusal" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_tickets_provider_check" CHECK ("identity_tickets"."provider" in ('google', 'microsoft', 'linkedin', 'oidc')),
	CONSTRAINT "identity_tickets_kind_check" CHECK ("identity_tickets"."kind" in ('signIn', 'register', 'linkWithPassword', 'linked', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_flows" ADD CONSTRAINT "identity_flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_tickets" ADD CONSTRAINT "identity_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_provider_subject_unique" ON "external_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_account_provider_unique" ON "external_identities" USING btree ("account_id","provider");--> statement-breakpoint
CREATE INDEX "identity_flows_expires_idx" ON "identity_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_tickets_expires_idx" ON "identity_tickets" USING btree ("expires_at");