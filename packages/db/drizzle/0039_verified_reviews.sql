-- Reviews customers write of their own completed bookings: one per order, held until an operator
-- approves it. The reviews already there (imported, without an order) stay approved.
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_pending" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "review_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
-- The city's page on Google where a happy customer may leave a review; none: nothing is offered.
ALTER TABLE "cities" ADD COLUMN "google_review_url" text;
