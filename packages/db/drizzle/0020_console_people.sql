-- The console: people, vendors, inbox:
-- an operator may ask a vendor who answered a booking before again (a request of its own): one
-- request per vendor and order is no longer unique; one holder at a time still is
-- (vendor_requests_one_holder). Enquiries and forms get the inbox status an operator sets.
DROP INDEX "vendor_requests_order_vendor";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_requests_order_vendor" ON "vendor_requests" USING btree ("order_id","vendor_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_known" CHECK ("enquiries"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_status_known" CHECK ("form_submissions"."status" in ('new', 'in_progress', 'done'));