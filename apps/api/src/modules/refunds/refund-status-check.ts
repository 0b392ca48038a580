import type { Db } from '@store/db';
import { type PaymentProvider, ProviderUnavailable } from '../payment-provider';
import { applyRefundStep, type RefundRow } from './refund-lifecycle.service';
import { paidPaymentOf, requestedRefundsToCheck } from './refunds.repository';

type Log = { error(details: object, message: string): void };

/**
 * Asks about every requested refund due a check; returns how many turned out processed. A provider
 * that does not answer is asked nothing more this pass (the rest are asked at the next one).
 */
export async function checkRequestedRefunds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  options: { limit: number; log?: Log },
): Promise<number> {
  let processed = 0;
  for (const refund of await requestedRefundsToCheck(db, now, options.limit)) {
    try {
      if (await checkRequested(db, provider, refund, now)) processed += 1;
    } catch (error) {
      options.log?.error({ err: error, refundId: refund.id }, 'a refund could not be checked');
      if (error instanceof ProviderUnavailable) break;
    }
  }
  return processed;
}

/**
 * A refund the provider took whose webhook never came (lost, or never subscribed): its state is
 * asked for, and a final one settles it as the webhook would have; else it is asked again later.
 */
async function checkRequested(db: Db, provider: PaymentProvider, refund: RefundRow, now: Date) {
  const payment = await paidPaymentOf(db, refund.orderId);
  if (!payment?.providerPaymentId || !refund.providerRefundId) return false;
  const state = await provider.refundStatus(payment.providerPaymentId, refund.providerRefundId);
  const step =
    state.status === 'pending'
      ? ({ type: 'still_pending' } as const)
      : ({ type: state.status, source: 'status check' } as const);
  const { applied } = await db.transaction((tx) => applyRefundStep(tx, { id: refund.id }, step, now));
  return applied && state.status === 'processed';
}
