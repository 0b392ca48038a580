CREATE TABLE "setup_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_request_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "setup_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "setup_photos_size" CHECK ("setup_photos"."bytes" > 0 and "setup_photos"."width" > 0 and "setup_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "setup_photos" ADD CONSTRAINT "setup_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_photos" ADD CONSTRAINT "setup_photos_vendor_request_id_vendor_requests_id_fk" FOREIGN KEY ("vendor_request_id") REFERENCES "public"."vendor_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_photos_order" ON "setup_photos" USING btree ("order_id");