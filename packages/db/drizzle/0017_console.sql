CREATE TABLE "console_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"order_id" integer,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "refunds_one_live";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_created" ON "console_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "console_audit_actor" ON "console_audit" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "console_audit_order" ON "console_audit" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "console_audit_subject" ON "console_audit" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_in_flight" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('pending', 'requested');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_known" CHECK ("sessions"."kind" in ('store', 'console'));