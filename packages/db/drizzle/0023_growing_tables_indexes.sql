-- Found by running the API suite on PostgreSQL with sequential scans disabled and every plan logged:
-- statements on tables that grow with the store that could only read them whole. A message counted
-- the customer's browsers across all devices, an order's refunds were summed across all refunds, and
-- the refund pass read every order to find the refund-due ones.
CREATE INDEX "devices_user" ON "devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_refund_due" ON "orders" USING btree ("id") WHERE "orders"."status" = 'refund_due';--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");