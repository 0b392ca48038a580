CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"group_size" integer NOT NULL,
	"date" date,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limits_count" CHECK ("rate_limits"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "date_surges" (
	"experience_id" integer NOT NULL,
	"date" date NOT NULL,
	"task_percent" smallint DEFAULT 0 NOT NULL,
	"customization_percent" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "date_surges_experience_id_date_pk" PRIMARY KEY("experience_id","date")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_surges" ADD CONSTRAINT "date_surges_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created" ON "enquiries" USING btree ("created_at");