-- A login attempt is recorded as pending (success null) while its password is checked, and a failure only once it
-- was checked and wrong; a browser carrying a device token for the account has its own failure budget (device).
ALTER TABLE "login_attempts" ALTER COLUMN "success" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device" text;
