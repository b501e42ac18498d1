CREATE TABLE "competency_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"project_session_id" uuid,
	"coach_account_id" uuid NOT NULL,
	"coachee_account_id" uuid NOT NULL,
	"ethical_practice" integer NOT NULL,
	"coaching_mindset" integer NOT NULL,
	"agreements" integer NOT NULL,
	"trust_and_safety" integer NOT NULL,
	"presence" integer NOT NULL,
	"active_listening" integer NOT NULL,
	"evokes_awareness" integer NOT NULL,
	"client_growth" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competency_ratings_scores_check" CHECK (least("competency_ratings"."ethical_practice", "competency_ratings"."coaching_mindset", "competency_ratings"."agreements", "competency_ratings"."trust_and_safety", "competency_ratings"."presence", "competency_ratings"."active_listening", "competency_ratings"."evokes_awareness", "competency_ratings"."client_growth") >= 1
        and greatest("competency_ratings"."ethical_practice", "competency_ratings"."coaching_mindset", "competency_ratings"."agreements", "competency_ratings"."trust_and_safety", "competency_ratings"."presence", "competency_ratings"."active_listening", "competency_ratings"."evokes_awareness", "competency_ratings"."client_growth") <= 5)
);
--> statement-breakpoint
CREATE TABLE "project_message_reads" (
	"project_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "project_message_reads_project_id_account_id_pk" PRIMARY KEY("project_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "project_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"author_account_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_messages_body_check" CHECK (char_length("project_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "competency_ratings" ADD CONSTRAINT "competency_ratings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_ratings" ADD CONSTRAINT "competency_ratings_project_session_id_project_sessions_id_fk" FOREIGN KEY ("project_session_id") REFERENCES "public"."project_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_ratings" ADD CONSTRAINT "competency_ratings_coach_account_id_accounts_id_fk" FOREIGN KEY ("coach_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_ratings" ADD CONSTRAINT "competency_ratings_coachee_account_id_accounts_id_fk" FOREIGN KEY ("coachee_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_message_reads" ADD CONSTRAINT "project_message_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_message_reads" ADD CONSTRAINT "project_message_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_messages" ADD CONSTRAINT "project_messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competency_ratings_session_key" ON "competency_ratings" USING btree ("project_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competency_ratings_project_end_key" ON "competency_ratings" USING btree ("project_id") WHERE "competency_ratings"."project_session_id" is null;--> statement-breakpoint
CREATE INDEX "competency_ratings_project_idx" ON "competency_ratings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "competency_ratings_coach_idx" ON "competency_ratings" USING btree ("coach_account_id","created_at");--> statement-breakpoint
CREATE INDEX "competency_ratings_coachee_idx" ON "competency_ratings" USING btree ("coachee_account_id");--> statement-breakpoint
CREATE INDEX "project_message_reads_account_idx" ON "project_message_reads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "project_messages_thread_idx" ON "project_messages" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_messages_author_idx" ON "project_messages" USING btree ("author_account_id");