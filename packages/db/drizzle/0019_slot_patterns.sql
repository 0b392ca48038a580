CREATE TABLE "slot_patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"weekdays" integer[] NOT NULL,
	"times" text[] NOT NULL,
	"capacity" integer NOT NULL,
	"starts_on" date NOT NULL,
	"weeks" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_patterns_capacity" CHECK ("slot_patterns"."capacity" > 0),
	CONSTRAINT "slot_patterns_weeks" CHECK ("slot_patterns"."weeks" between 1 and 26)
);
--> statement-breakpoint
ALTER TABLE "slot_patterns" ADD CONSTRAINT "slot_patterns_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_patterns" ADD CONSTRAINT "slot_patterns_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_patterns" ADD CONSTRAINT "slot_patterns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_patterns_experience" ON "slot_patterns" USING btree ("experience_id","city_id");