CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "experience_cities" (
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"region_id" integer,
	"locality" text DEFAULT '' NOT NULL,
	"city_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_cities_experience_id_city_id_pk" PRIMARY KEY("experience_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "experience_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_tags" (
	"experience_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_tags_experience_id_tag_id_pk" PRIMARY KEY("experience_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_link" text NOT NULL,
	"category_id" integer NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"about" text NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"need_to_know" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"featured_image" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"badge" text,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"min_hours" integer DEFAULT 0 NOT NULL,
	"pincode_category" smallint DEFAULT -1 NOT NULL,
	"courier" boolean DEFAULT false NOT NULL,
	"cod_available" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"recommended_rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiences_short_link_unique" UNIQUE("short_link")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY NOT NULL,
	"secondary_tag_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "customization_city_prices" (
	"customization_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "customization_city_prices_customization_id_city_id_pk" PRIMARY KEY("customization_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "customizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT 'Recommended' NOT NULL,
	"parent_category" text DEFAULT 'Recommended' NOT NULL,
	"entity_type" text DEFAULT 'task_customization' NOT NULL,
	"image_url" text NOT NULL,
	"image_lg_url" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"min_hours" integer DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_customizations" (
	"experience_id" integer NOT NULL,
	"customization_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_customizations_experience_id_customization_id_pk" PRIMARY KEY("experience_id","customization_id")
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"region_id" integer,
	"additional_delivery_charge" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pincode_six_digits" CHECK ("pincodes"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"slot_id" integer,
	"date" date,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rating_1_to_5" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "slot_capacities" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "slot_capacities_not_oversold" CHECK ("slot_capacities"."booked" >= 0 AND "slot_capacities"."booked" <= "slot_capacities"."capacity")
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email" text,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "experience_cities" ADD CONSTRAINT "experience_cities_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_cities" ADD CONSTRAINT "experience_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_cities" ADD CONSTRAINT "experience_cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_images" ADD CONSTRAINT "experience_images_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tags" ADD CONSTRAINT "experience_tags_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tags" ADD CONSTRAINT "experience_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_secondary_tag_id_tags_id_fk" FOREIGN KEY ("secondary_tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_city_prices" ADD CONSTRAINT "customization_city_prices_customization_id_customizations_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."customizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_city_prices" ADD CONSTRAINT "customization_city_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_customizations" ADD CONSTRAINT "experience_customizations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_customizations" ADD CONSTRAINT "experience_customizations_customization_id_customizations_id_fk" FOREIGN KEY ("customization_id") REFERENCES "public"."customizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacities" ADD CONSTRAINT "slot_capacities_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacities" ADD CONSTRAINT "slot_capacities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_capacities" ADD CONSTRAINT "slot_capacities_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_cities_city" ON "experience_cities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "experience_images_experience" ON "experience_images" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_tags_tag" ON "experience_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "experiences_category" ON "experiences" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_city_slug" ON "regions" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "pincodes_city" ON "pincodes" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "orders_city_created" ON "orders" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "review_images_review" ON "review_images" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_experience" ON "reviews" USING btree ("experience_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_capacities_key" ON "slot_capacities" USING btree ("experience_id","city_id","date","slot_id");--> statement-breakpoint
CREATE INDEX "slot_capacities_lookup" ON "slot_capacities" USING btree ("experience_id","city_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "slots_experience_start" ON "slots" USING btree ("experience_id","start_time");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");