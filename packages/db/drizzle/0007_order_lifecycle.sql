ALTER TABLE "order_events" ADD CONSTRAINT "order_events_to_known" CHECK ("order_events"."to_status" in ('pending_payment', 'expired', 'placed', 'offline_pending', 'sent_to_vendor', 'accepted', 'rejected', 'on_the_way', 'completed', 'cancelled', 'refund_due', 'refunded'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_from_known" CHECK ("order_events"."from_status" is null or "order_events"."from_status" in ('pending_payment', 'expired', 'placed', 'offline_pending', 'sent_to_vendor', 'accepted', 'rejected', 'on_the_way', 'completed', 'cancelled', 'refund_due', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending_payment', 'expired', 'placed', 'offline_pending', 'sent_to_vendor', 'accepted', 'rejected', 'on_the_way', 'completed', 'cancelled', 'refund_due', 'refunded'));--> statement-breakpoint
-- The audit trail is append-only (DESIGN.md section 4): a row once written is never changed or removed.
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();
