CREATE TABLE "vendor_cities" (
	"vendor_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "vendor_cities_vendor_id_city_id_pk" PRIMARY KEY("vendor_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_experiences" (
	"vendor_id" integer NOT NULL,
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "vendor_experiences_vendor_id_experience_id_city_id_pk" PRIMARY KEY("vendor_id","experience_id","city_id"),
	CONSTRAINT "vendor_experiences_rank_positive" CHECK ("vendor_experiences"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "vendor_requests_status" CHECK ("vendor_requests"."status" in ('sent', 'accepted', 'rejected', 'timed_out', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"working_days" integer[] DEFAULT '{0,1,2,3,4,5,6}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendors_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "vendors_working_days" CHECK ("vendors"."working_days" <@ '{0,1,2,3,4,5,6}'::integer[]),
	CONSTRAINT "vendors_mobile" CHECK ("vendors"."mobile" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_cities" ADD CONSTRAINT "vendor_cities_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_cities" ADD CONSTRAINT "vendor_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_escalations" ADD CONSTRAINT "vendor_escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_experiences" ADD CONSTRAINT "vendor_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_experiences" ADD CONSTRAINT "vendor_experiences_vendor_id_city_id_vendor_cities_vendor_id_city_id_fk" FOREIGN KEY ("vendor_id","city_id") REFERENCES "public"."vendor_cities"("vendor_id","city_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD CONSTRAINT "vendor_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD CONSTRAINT "vendor_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_escalations_open" ON "vendor_escalations" USING btree ("order_id") WHERE "vendor_escalations"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_experiences_rank" ON "vendor_experiences" USING btree ("experience_id","city_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_requests_order_vendor" ON "vendor_requests" USING btree ("order_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_requests_one_holder" ON "vendor_requests" USING btree ("order_id") WHERE "vendor_requests"."status" in ('sent', 'accepted');--> statement-breakpoint
CREATE INDEX "vendor_requests_open" ON "vendor_requests" USING btree ("answer_by") WHERE "vendor_requests"."status" = 'sent';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;