-- A customer's own offline booking (book now, confirm later) holds places for up to a day unpaid:
-- only experiences an operator allows take it. Off for every experience until allowed; agents
-- booking for a customer are not bound by it. The demo's room decoration keeps it, as the demo
-- seed now gives it.
ALTER TABLE "experiences" ADD COLUMN "offline_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "experiences" SET "offline_booking" = true
  WHERE "id" = 14 AND EXISTS (SELECT 1 FROM "store_meta" WHERE "key" = 'demo');
