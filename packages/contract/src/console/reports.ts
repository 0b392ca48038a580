import { z } from 'zod';
import { ymd } from '../booking';
import { consoleOrderListQuery } from './orders';

// ── GET /admin/v1/reports: bookings and revenue per day, city and experience over a period ──
export const reportQuery = z.object({
  /** Local dates (the store's time zone), both included: the day each order was booked. */
  from: ymd,
  to: ymd,
});

const line = z.object({
  key: z.string(),
  label: z.string(),
  bookings: z.number().int(),
  /** Rupees paid for them, less what went back. */
  revenue: z.number().int(),
});
export type ReportLine = z.infer<typeof line>;

export const report = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ bookings: z.number().int(), revenue: z.number().int() }),
  by_day: z.array(line),
  by_city: z.array(line),
  by_experience: z.array(line),
  /** By the vendor holding each booking (its accepted request); `none` for bookings no vendor took. */
  by_vendor: z.array(line),
  /** How many of the period's bookings were cancelled or had money back, and their share in percent. */
  rates: z.object({
    cancelled: z.number().int(),
    cancellation_percent: z.number(),
    refunded: z.number().int(),
    refund_percent: z.number(),
    refunded_amount: z.number().int(),
  }),
});
export type Report = z.infer<typeof report>;

// ── GET /admin/v1/orders/export: the orders list's search and filters, every page, as CSV ──
export const orderExportQuery = consoleOrderListQuery.omit({ page: true, per_page: true });
/** The export's body: CSV text (a header line, then one line per order). */
export const ordersCsv = z.string();

// ── Tax reports (admins only: they are the store's money): GET /admin/v1/reports/gst and the CSVs ──
/** A period of local days, both included: a tax document's issue date. */
export const taxPeriodQuery = z
  .object({ from: ymd, to: ymd })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'to must be on or after from' });

const gstAmounts = {
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
};
export const gstSummaryReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Each place of supply: its invoices less its credit notes, in rupees as printed on them. */
  lines: z.array(
    z.object({
      place_code: z.string(),
      place_name: z.string(),
      invoices: z.number().int(),
      credit_notes: z.number().int(),
      ...gstAmounts,
    }),
  ),
  totals: z.object({ invoices: z.number().int(), credit_notes: z.number().int(), ...gstAmounts }),
});
export type GstSummaryReport = z.infer<typeof gstSummaryReport>;
/** A tax report as CSV text: a header line, then one line per place or document. */
export const taxCsv = z.string();
