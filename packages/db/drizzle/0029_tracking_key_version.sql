-- An order's tracking key signs this version too: an operator replacing a leaked link bumps it,
-- and every key of the earlier versions stops opening the order at once.
ALTER TABLE "orders" ADD COLUMN "tracking_key_version" integer DEFAULT 0 NOT NULL;
