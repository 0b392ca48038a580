import type { Db } from '@store/db';
import { unsettledPayments } from './payments.repository';
import type { PaymentProvider } from './provider';
import { settlePayment } from './settle.service';

/** Orders whose browser never came back and whose webhook never arrived are asked about after this. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * Asks the provider about provider orders left unpaid past RECONCILE_AFTER_MS and settles those it
 * captured, so no captured payment ends without an order. Returns how many it settled.
 */
export async function reconcilePayments(db: Db, provider: PaymentProvider, now: Date): Promise<number> {
  let settled = 0;
  for (const { providerOrderId } of await unsettledPayments(
    db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
  )) {
    const captured = await provider.capturedPayment(providerOrderId);
    if (!captured) continue;
    const result = await settlePayment(
      db,
      {
        providerOrderId,
        providerPaymentId: captured.paymentId,
        amountPaise: captured.amountPaise,
        currency: captured.currency,
        source: 'reconciliation',
      },
      now,
    );
    if (result.changed) settled += 1;
  }
  return settled;
}
