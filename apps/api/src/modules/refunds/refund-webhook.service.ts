import type { Db } from '@store/db';
import { applyRefundStep } from './refund-lifecycle.service';

export type RefundEntity = { id?: string; receipt?: string | null; status?: string; notes?: unknown };

/** The refund events that settle a refund; refund.created and others only acknowledge. */
const FINAL: Record<string, 'processed' | 'failed'> = {
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

export const isRefundEvent = (event: string | undefined): boolean => event?.startsWith('refund.') ?? false;

/**
 * A provider's refund webhook (its signature and event id already checked by the caller). The
 * refund is found by the provider's id, or, when the webhook outran the answer to our request, by
 * the receipt we sent (its idempotency key). A refund already processed or failed is left as it
 * is: a webhook delivered twice, or out of order, changes nothing again. Unknown refunds (made in
 * the provider's dashboard) are acknowledged.
 */
export async function applyRefundWebhook(
  db: Db,
  event: string,
  refund: RefundEntity,
  now: Date,
): Promise<{ applied: boolean }> {
  const outcome = FINAL[event];
  if (!outcome || !refund.id) return { applied: false };
  const providerRefundId = refund.id;
  const key = typeof refund.receipt === 'string' ? refund.receipt : undefined;
  const match = { providerRefundId, ...(key && { key }) };
  const step = { type: outcome, providerRefundId, source: 'webhook' } as const;
  return db.transaction((tx) => applyRefundStep(tx, match, step, now));
}
