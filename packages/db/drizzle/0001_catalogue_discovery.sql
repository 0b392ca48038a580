CREATE TABLE "product_collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	CONSTRAINT "product_collections_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_collection" ON "products" USING btree ("collection_id","sort_order");--> statement-breakpoint
CREATE INDEX "experiences_search" ON "experiences" USING gin (to_tsvector('english', "name" || ' ' || "subtitle" || ' ' || "about"));