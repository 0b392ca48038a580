import { z } from 'zod';
import { text } from '../bounds';
import { positiveIntString } from '../params';
import { dayOf, payoutStatement, payoutStatementDetail } from '../payouts';
import { pageOf, pageQuery } from './paging';

// ── GET /admin/v1/payouts: statements by week (its Monday), vendor and status ──
export const payoutListQuery = pageQuery.extend({
  week: dayOf('week').optional(),
  vendor_id: positiveIntString('vendor_id').optional(),
  status: z.enum(['open', 'paid'], { error: "status must be 'open' or 'paid'" }).optional(),
});
export const payoutList = pageOf(payoutStatement);

/** One statement with its lines and the vendor's statements link (a path on the store). */
export const consolePayoutStatement = payoutStatementDetail.extend({ statements_path: z.string() });
export type ConsolePayoutStatement = z.infer<typeof consolePayoutStatement>;

// ── POST /admin/v1/payouts/build: statements brought up to date now ──
export const payoutBuildReport = z.object({ order_lines: z.number().int(), refund_lines: z.number().int() });

// ── POST /admin/v1/payouts/{id}/paid: the bank's reference of the transfer and its day ──
export const markPaidBody = z.object({
  bank_reference: text(40, 'bank_reference', { required: 'bank_reference is required' })
    .trim()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'bank_reference must be 6 to 40 letters and digits (the UTR)'),
  paid_on: dayOf('paid_on'),
});

// ── PUT /admin/v1/vendors/{id}/commission, PUT /admin/v1/experiences/{id}/commission ──
export const commissionBody = z.object({
  /** Whole percent the store keeps, 0 to 100; null: fall back (experience to vendor, vendor to the store's default). */
  commission_percent: z
    .number({ error: 'commission_percent must be a whole number from 0 to 100, or null' })
    .int('commission_percent must be a whole number from 0 to 100')
    .min(0, 'commission_percent must be at least 0')
    .max(100, 'commission_percent must be at most 100')
    .nullable(),
});
export const commission = z.object({
  id: z.number().int(),
  commission_percent: z.number().int().nullable(),
  /** What applies when nothing more specific is set. */
  default_percent: z.number().int(),
});
