import { validationError } from '../errors/domain-error';
import { formatInr } from '../format/inr';
import type { Rupees } from '../pricing/money';

/**
 * A refund's own life: pending (to be asked of the provider, or credited to the
 * wallet), requested (the provider took it), then processed or failed as the provider confirms.
 * processed and failed are final: a webhook delivered twice, or late, changes nothing again.
 */
export const REFUND_STATES = ['pending', 'requested', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export type RefundDestination = 'source' | 'wallet';

/** How many provider failures (refund.failed) a refund gets before the operators take it over. */
export const REFUND_MAX_FAILURES = 3;

/** Whether a provider's final word (processed or failed, by webhook) still changes this refund. */
export function refundOutcome(current: RefundState): 'apply' | 'ignore' {
  return current === 'pending' || current === 'requested' ? 'apply' : 'ignore';
}

/** Nothing is ever refunded beyond what was paid, counting what went back before. */
export function assertRefundWithin(r: { amount: Rupees; paid: Rupees; refunded: Rupees }): void {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) {
    throw validationError({ amount: 'must be a whole number of rupees above 0' });
  }
  if (r.amount > r.paid - r.refunded) {
    const before = r.refunded > 0 ? ` (${formatInr(r.refunded)} of it already refunded)` : '';
    const message = `A refund of ${formatInr(r.amount)} is more than the ${formatInr(r.paid)} paid${before}.`;
    throw validationError({ amount: message }, message);
  }
}

/** A provider outage only delays a refund: each try waits longer, up to an hour. */
export function refundRetryDelayMs(tries: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, tries - 1));
}
