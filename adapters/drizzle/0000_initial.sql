CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"identity_number" text,
	"passport_number" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"address" text,
	"bio" text,
	"profile_photo_path" text,
	"score" integer DEFAULT 0 NOT NULL,
	"account_role_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"subscription_end_date" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_verified_at" timestamp with time zone,
	"privacy_accepted_at" timestamp with time zone,
	"data_protection_accepted_at" timestamp with time zone,
	"theme_pack" text DEFAULT 'theme1' NOT NULL,
	"coaching_hours" integer DEFAULT 0 NOT NULL,
	"consulting_hours" integer DEFAULT 0 NOT NULL,
	"coachee_request_count" integer DEFAULT 0 NOT NULL,
	"coach_request_count" integer DEFAULT 0 NOT NULL,
	"failed_sign_in_count" integer DEFAULT 0 NOT NULL,
	"sign_in_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."account_role_type" in ('Administrator', 'Salesman', 'Guest', 'User')),
	CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in ('active', 'passive')),
	CONSTRAINT "accounts_theme_pack_check" CHECK ("accounts"."theme_pack" in ('theme1', 'theme2', 'theme3', 'theme4', 'theme5')),
	CONSTRAINT "accounts_languages_check" CHECK ("accounts"."languages" <@ array['tr', 'en']::text[])
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"project_id" uuid,
	"actor_account_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_project_reason_account_unique" UNIQUE("project_id","reason","account_id"),
	CONSTRAINT "ledger_entries_reason_check" CHECK ("ledger_entries"."reason" in ('coachee_sessions', 'coach_sessions', 'unclosed_penalty', 'admin_adjustment', 'opening_balance'))
);
--> statement-breakpoint
CREATE TABLE "account_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lower" integer NOT NULL,
	"upper" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "account_badges_range_check" CHECK ("account_badges"."lower" <= "account_badges"."upper")
);
--> statement-breakpoint
CREATE TABLE "application_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_coach_projects" integer NOT NULL,
	"max_coachee_projects" integer NOT NULL,
	"penalty_points" integer NOT NULL,
	"min_score_to_coach" integer NOT NULL,
	"project_closing_days" integer NOT NULL,
	"closing_request_min_days" integer NOT NULL,
	"confirmation_window_days" integer NOT NULL,
	"max_sessions_per_project" integer NOT NULL,
	"matching_schedule" text NOT NULL,
	CONSTRAINT "application_settings_single_row" CHECK ("application_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "membership_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"period_months" integer NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"coach_level" boolean DEFAULT false NOT NULL,
	CONSTRAINT "membership_packages_period_check" CHECK ("membership_packages"."period_months" > 0),
	CONSTRAINT "membership_packages_price_check" CHECK ("membership_packages"."price_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_identity_number_unique" ON "accounts" USING btree ("identity_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_badges_name_unique" ON "account_badges" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_packages_code_unique" ON "membership_packages" USING btree ("code");