-- Issue 16: an operator may ask a vendor who answered a booking before again (a request of its
-- own): one request per vendor and order is no longer unique; one holder at a time still is
-- (vendor_requests_one_holder).
DROP INDEX "vendor_requests_order_vendor";--> statement-breakpoint
CREATE INDEX "vendor_requests_order_vendor" ON "vendor_requests" USING btree ("order_id","vendor_id");