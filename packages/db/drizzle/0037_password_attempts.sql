-- Growing delays between password attempts on one account, in place of a hard lock per window.
CREATE TABLE "password_attempts" (
	"account" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_attempts_count" CHECK ("password_attempts"."attempts" > 0)
);
