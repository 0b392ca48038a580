-- Tax invoices of paid orders and credit notes of their refunds, each numbered in its own series
-- per financial year. A series' counter moves in the transaction that writes the document, so a
-- number is never skipped (a failed write gives its number back) nor given twice (the counter's
-- row is locked until the document is written).
CREATE TABLE "invoice_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL DEFAULT 0,
	CONSTRAINT "invoice_series_pk" PRIMARY KEY ("series", "financial_year"),
	CONSTRAINT "invoice_series_known" CHECK ("series" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_series_last_number" CHECK ("last_number" >= 0)
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"refund_id" integer REFERENCES "refunds"("id"),
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"seller" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"place_of_supply" jsonb NOT NULL,
	"rate_bps" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE ("number"),
	CONSTRAINT "invoices_series_known" CHECK ("series" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_note_of_refund" CHECK (("series" = 'credit_note') = ("refund_id" IS NOT NULL)),
	CONSTRAINT "invoices_adds_up" CHECK ("taxable" + "cgst" + "sgst" + "igst" = "total" AND "taxable" >= 0 AND "total" >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence" ON "invoices" ("series", "financial_year", "sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" ("order_id") WHERE "series" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" ("refund_id") WHERE "refund_id" IS NOT NULL;
