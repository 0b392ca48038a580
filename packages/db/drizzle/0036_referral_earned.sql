-- A referral is recorded when the friend registers and earned only on their first paid order:
-- until then it is pending (credited_at null, no credit). Referrals made before this were credited
-- when they were made.
ALTER TABLE "referrals" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
UPDATE "referrals" SET "credited_at" = "created_at";--> statement-breakpoint
CREATE INDEX "referrals_referrer_credited" ON "referrals" ("referrer_id", "credited_at");
