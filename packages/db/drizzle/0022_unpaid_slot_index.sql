-- Booking a slot reads its unpaid orders (the customer's own to replace, expired holds to free): a
-- partial index on the slot's key, over unpaid orders only, so it stays as small as the orders in flight.
CREATE INDEX "orders_unpaid_slot" ON "orders" USING btree ("experience_id","city_id","date","slot_id") WHERE "orders"."status" in ('pending_payment', 'offline_pending');