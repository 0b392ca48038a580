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
});
export type Report = z.infer<typeof report>;

// ── GET /admin/v1/orders/export: the orders list's search and filters, every page, as CSV ──
export const orderExportQuery = consoleOrderListQuery.omit({ page: true, per_page: true });
/** The export's body: CSV text (a header line, then one line per order). */
export const ordersCsv = z.string();
