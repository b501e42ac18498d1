ALTER TABLE "accounts" DROP COLUMN "failed_sign_in_count";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "sign_in_locked_until";