CREATE TABLE "devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_os" text NOT NULL,
	"registration_id" text NOT NULL,
	"registration_app" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mobile_proofs_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"guesses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "otp_codes_guesses" CHECK ("otp_codes"."guesses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_attempt" ON "otp_codes" USING btree ("mobile","purpose","device_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_mobile_sent" ON "otp_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile" ON "sms_outbox" USING btree ("mobile","created_at");