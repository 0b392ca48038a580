-- Vendor payouts: the commission the store keeps (per vendor, or per experience, which wins), and
-- a statement per vendor and payout week (Monday to Sunday, India's time) with its lines: each
-- completed order's share and each later refund's negative line. A statement once paid is frozen:
-- triggers refuse changing it and adding, changing or removing its lines.
ALTER TABLE "vendors" ADD COLUMN "commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_commission_percent" CHECK ("commission_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_commission_percent" CHECK ("commission_percent" BETWEEN 0 AND 100);--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "vendors"("id"),
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_on" date,
	"bank_reference" text,
	"paid_by" integer REFERENCES "users"("id"),
	"paid_total" integer,
	CONSTRAINT "payout_statements_monday" CHECK (extract(isodow FROM "week_start") = 1),
	CONSTRAINT "payout_statements_paid_whole" CHECK (
		("paid_at" IS NULL) = ("paid_on" IS NULL) AND ("paid_at" IS NULL) = ("bank_reference" IS NULL)
		AND ("paid_at" IS NULL) = ("paid_total" IS NULL) AND ("paid_total" IS NULL OR "paid_total" >= 0)
	)
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statements_vendor_week" ON "payout_statements" ("vendor_id", "week_start");--> statement-breakpoint
CREATE INDEX "payout_statements_week" ON "payout_statements" ("week_start", "id");--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL REFERENCES "payout_statements"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"refund_id" integer REFERENCES "refunds"("id"),
	"kind" text NOT NULL,
	"base" integer NOT NULL,
	"commission_percent" smallint NOT NULL,
	"commission" integer NOT NULL,
	"amount" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_lines_kind" CHECK ("kind" in ('order', 'refund')),
	CONSTRAINT "payout_lines_refund_of_kind" CHECK (("kind" = 'refund') = ("refund_id" IS NOT NULL)),
	CONSTRAINT "payout_lines_sign" CHECK (("kind" = 'order' AND "amount" >= 0) OR ("kind" = 'refund' AND "amount" <= 0))
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_one_per_order" ON "payout_lines" ("order_id") WHERE "kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_one_per_refund" ON "payout_lines" ("refund_id");--> statement-breakpoint
CREATE INDEX "payout_lines_statement" ON "payout_lines" ("statement_id", "id");--> statement-breakpoint
CREATE FUNCTION "payout_statement_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."paid_at" IS NOT NULL THEN
		RAISE EXCEPTION 'payout statement % is paid and frozen', OLD."id";
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER "payout_statements_frozen" BEFORE UPDATE OR DELETE ON "payout_statements"
	FOR EACH ROW EXECUTE FUNCTION "payout_statement_frozen"();--> statement-breakpoint
CREATE FUNCTION "payout_line_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	statement integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."statement_id" ELSE NEW."statement_id" END;
BEGIN
	IF EXISTS (SELECT 1 FROM "payout_statements" WHERE "id" = statement AND "paid_at" IS NOT NULL)
		OR (TG_OP = 'UPDATE' AND EXISTS (
			SELECT 1 FROM "payout_statements" WHERE "id" = OLD."statement_id" AND "paid_at" IS NOT NULL)) THEN
		RAISE EXCEPTION 'payout statement % is paid and frozen', statement;
	END IF;
	RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER "payout_lines_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "payout_lines"
	FOR EACH ROW EXECUTE FUNCTION "payout_line_frozen"();
