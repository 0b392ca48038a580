-- Vendors onboarded from the console: a mobile proven by a code before any booking is asked of it
-- (vendors added before the console could prove one were checked by whoever added them), a daily
-- capacity (none: no limit), a pause until a date with its reason, and the pincodes served (none
-- listed in a city: all of it), each in a city the vendor works in.
ALTER TABLE "vendors" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "vendors" SET "mobile_verified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "daily_capacity" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_daily_capacity" CHECK ("daily_capacity" is null or "daily_capacity" > 0);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_pause" CHECK (("paused_until" is null) = ("pause_reason" is null));--> statement-breakpoint
CREATE TABLE "vendor_pincodes" (
	"vendor_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"pincode" text NOT NULL REFERENCES "pincodes"("pincode"),
	CONSTRAINT "vendor_pincodes_pk" PRIMARY KEY ("vendor_id", "pincode"),
	CONSTRAINT "vendor_pincodes_city" FOREIGN KEY ("vendor_id", "city_id") REFERENCES "vendor_cities"("vendor_id", "city_id")
);
