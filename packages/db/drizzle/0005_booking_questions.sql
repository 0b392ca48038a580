CREATE TABLE "booking_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"answer_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_questions_kind" CHECK ("booking_questions"."kind" IN ('text', 'single_select', 'multi_select', 'address')),
	CONSTRAINT "booking_questions_limit" CHECK ("booking_questions"."answer_limit" IS NULL OR "booking_questions"."answer_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_answers" (
	"order_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"ordered_address_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_answers_order_id_question_id_pk" PRIMARY KEY("order_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"checked" boolean NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" integer;--> statement-breakpoint
ALTER TABLE "booking_questions" ADD CONSTRAINT "booking_questions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_answers" ADD CONSTRAINT "order_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_answers" ADD CONSTRAINT "order_answers_question_id_booking_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."booking_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_questions_experience" ON "booking_questions" USING btree ("experience_id","position");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_parent" ON "orders" USING btree ("parent_order_id");