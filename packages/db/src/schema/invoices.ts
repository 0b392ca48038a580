import type { InvoiceSeries } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { refunds } from './refunds';

/** The last number given in a series (tax invoices, credit notes) in one financial year ("2026-27"). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').$type<InvoiceSeries>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'invoice_series_pk', columns: [t.series, t.financialYear] })],
);

/** Who sold, as printed on a document when it was issued (a later change of settings changes no document). */
export type InvoiceSeller = {
  name: string;
  address: string;
  gstin: string;
  stateCode: string;
  stateName: string;
};
export type InvoiceCustomer = { name: string; mobile: string; email: string; address: string };
export type InvoicePlace = { code: string; name: string };

/**
 * A tax invoice of a paid order, or a credit note of one of its refunds: everything it prints is
 * kept with it, so it reads the same every time it is downloaded.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    series: text('series').$type<InvoiceSeries>().notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique('invoices_number_unique'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    customer: jsonb('customer').$type<InvoiceCustomer>().notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    placeOfSupply: jsonb('place_of_supply').$type<InvoicePlace>().notNull(),
    rateBps: integer('rate_bps').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_series_sequence').on(t.series, t.financialYear, t.sequence),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`${t.series} = 'invoice'`),
    uniqueIndex('invoices_one_per_refund').on(t.refundId).where(sql`${t.refundId} is not null`),
    check('invoices_series_known', sql`${t.series} in ('invoice', 'credit_note')`),
    check('invoices_credit_note_of_refund', sql`(${t.series} = 'credit_note') = (${t.refundId} is not null)`),
    check(
      'invoices_adds_up',
      sql`${t.taxable} + ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.total} and ${t.taxable} >= 0 and ${t.total} >= 0`,
    ),
  ],
);
