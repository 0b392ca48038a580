-- The console's audit is append-only like order_events: a row once written is never changed or
-- removed, so an operator with database-level slips (or a bug) cannot rewrite who did what.
CREATE FUNCTION "console_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "console_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "console_audit"
  FOR EACH ROW EXECUTE FUNCTION "console_audit_append_only"();
--> statement-breakpoint
-- Console wallet credits: applied within the operator's cap, else pending another admin (four eyes).
CREATE TABLE "wallet_credits" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "amount" integer NOT NULL,
  "reason" text NOT NULL,
  "requested_by" integer NOT NULL REFERENCES "users"("id"),
  "status" text NOT NULL,
  "decided_by" integer REFERENCES "users"("id"),
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "wallet_credits_amount" CHECK ("wallet_credits"."amount" > 0),
  CONSTRAINT "wallet_credits_status_known" CHECK ("wallet_credits"."status" in ('applied', 'pending', 'approved', 'declined'))
);--> statement-breakpoint
CREATE INDEX "wallet_credits_requester" ON "wallet_credits" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "wallet_credits_status" ON "wallet_credits" USING btree ("status","id");
