-- Bookings' feedback joins the console's inbox with a status of its own; a rating of 1 or 2 waits on
-- Today's "Low ratings" until it is done. Replies to feedback are kept as sent.
ALTER TABLE "order_feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_status_known" CHECK ("order_feedback"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
CREATE INDEX "order_feedback_low_open" ON "order_feedback" USING btree ("order_id") WHERE "order_feedback"."rating" <= 2 AND "order_feedback"."status" <> 'done';--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"item_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"message_key" text NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_replies_source" CHECK ("inbox_replies"."source" in ('feedback', 'order_feedback')),
	CONSTRAINT "inbox_replies_channel" CHECK ("inbox_replies"."channel" in ('sms', 'whatsapp', 'email'))
);--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_item" ON "inbox_replies" USING btree ("source","item_id","created_at");
