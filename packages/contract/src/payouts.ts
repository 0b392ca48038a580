import { z } from 'zod';
import { text } from './bounds';

/** A Y-M-D calendar day named by its field. */
export const dayOf = (field: string) =>
  text(20, field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be YYYY-MM-DD`)
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, `${field} must be a real date`);

/**
 * One line of a payout statement: a completed order's share, or a later refund taking its part back
 * (negative). Rupees: `base` is what the order was priced at for the experience and its
 * customizations (or the refund), `commission` what the store keeps, `amount` the vendor's.
 */
export const payoutLine = z.object({
  kind: z.enum(['order', 'refund']),
  order_id: z.number().int(),
  refund_id: z.number().int().nullable(),
  experience: z.string(),
  /** The booked day (Y-M-D). */
  slot_date: z.string().nullable(),
  /** When the order was completed, or the refund processed (ISO). */
  occurred_at: z.string(),
  base: z.number().int(),
  commission_percent: z.number().int(),
  commission: z.number().int(),
  amount: z.number().int(),
});
export type PayoutLine = z.infer<typeof payoutLine>;

/** A vendor's statement for one week, Monday to Sunday in India's time. */
export const payoutStatement = z.object({
  id: z.number().int(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  week_start: z.string(),
  week_end: z.string(),
  status: z.enum(['open', 'paid']),
  /** The sum of the lines: what the vendor is owed (or was paid). */
  total: z.number().int(),
  line_count: z.number().int(),
  paid_on: z.string().nullable(),
  bank_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PayoutStatement = z.infer<typeof payoutStatement>;

export const payoutStatementDetail = payoutStatement.extend({ lines: z.array(payoutLine) });
export type PayoutStatementDetail = z.infer<typeof payoutStatementDetail>;

// ── GET /v1/vendor/statements?token=…: the vendor's own statements, from their signed link ──
export const vendorStatementsQuery = z.object({
  token: text(100, 'token', { required: 'token is required' }).min(1, 'token is required'),
});

export const vendorStatements = z.object({
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  statements: z.array(payoutStatementDetail),
});
export type VendorStatements = z.infer<typeof vendorStatements>;
