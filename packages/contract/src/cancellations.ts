import { z } from 'zod';
import { bookingDraft } from './booking';
import { id } from './bounds';

// Cancelling and moving a booking from the tracking page. Each call takes the
// order's owner, or anyone with its tracking link's key (?key=…), like the other tracking calls.

/** A refund as the customer follows it: pending → requested → processed (or failed, then tried again). */
export const refundView = z.object({
  amount: z.number().int(),
  /** 'source': back to the card or UPI it was paid with; 'wallet': the store wallet. */
  to: z.enum(['source', 'wallet']),
  status: z.enum(['pending', 'requested', 'processed', 'failed']),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

// ── GET /v2/booking/{id}/cancellation: what cancelling now would do, and why ──
export const cancellationQuote = z.object({
  order_id: z.number().int(),
  cancellable: z.boolean(),
  /** unpaid | full | partial: cancellable; closed | under_way | ended: not. */
  window: z.enum(['unpaid', 'full', 'partial', 'closed', 'under_way', 'ended']),
  refund_percent: z.number().int(),
  /** Rupees that would come back: to the payment, to the wallet (wallet money used), and the add-ons'. */
  refund_amount: z.number().int(),
  refund_online: z.number().int(),
  refund_wallet: z.number().int(),
  add_ons_refund: z.number().int(),
  /** ISO instants; null for an order without a slot. */
  full_refund_until: z.string().nullable(),
  cutoff_at: z.string().nullable(),
  /** Whether the booking may be moved to another slot now. */
  reschedulable: z.boolean(),
  reason: z.string(),
  /** The refunds of this order and its add-ons so far, newest first. */
  refunds: z.array(refundView),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

// ── POST /v2/booking/{id}/cancel ──
export const cancelOrderBody = z
  .object({
    /** Where the money paid online goes: back to the payment (default) or, at once, to the wallet. */
    refund_to: z
      .enum(['source', 'wallet'], { error: "refund_to must be 'source' or 'wallet'" })
      .default('source'),
  })
  .default({ refund_to: 'source' });

export const cancelledOrder = z.object({
  order_id: z.number().int(),
  status: z.string(),
  refund_amount: z.number().int(),
  /** The add-on orders cancelled with the booking. */
  add_on_order_ids: z.array(z.number().int()),
  refunds: z.array(refundView),
});
export type CancelledOrder = z.infer<typeof cancelledOrder>;

// ── POST /v2/booking/{id}/reschedule ──
export const rescheduleBody = z.object({
  date: bookingDraft.shape.date.unwrap(),
  slot_id: id(),
});

export const rescheduledOrder = z.object({
  order_id: z.number().int(),
  date: z.string(),
  slot_id: z.number().int(),
  /** The new slot as the page shows it: '1:00 PM - 3:00 PM'. */
  time: z.string(),
});
export type RescheduledOrder = z.infer<typeof rescheduledOrder>;
