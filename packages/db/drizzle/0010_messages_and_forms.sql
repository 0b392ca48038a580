CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"city_id" integer,
	"name" text,
	"mobile" text,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"rating" integer,
	"page" text,
	"answers" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_submissions_kind_known" CHECK ("form_submissions"."kind" in ('site_feedback', 'contact', 'requirement'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"recipient" text,
	"body" text,
	"params" jsonb,
	"provider_reference" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_key_unique" UNIQUE("key"),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_kind" ON "form_submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "messages_due" ON "messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "messages_order" ON "messages" USING btree ("order_id");