-- The console's audit is append-only like order_events: a row once written is never changed or
-- removed, so an operator with database-level slips (or a bug) cannot rewrite who did what.
CREATE FUNCTION "console_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "console_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "console_audit"
  FOR EACH ROW EXECUTE FUNCTION "console_audit_append_only"();
