import type { Db } from '@store/db';
import { CAPTURE_WINDOW_MS, DomainError } from '@store/domain';
import { withLease } from '../../leases';
import type { PaymentProvider, PaytmConfig } from '../../payment-provider';
import { unsettledPayments } from '../payments.repository';
import { reconcilePaytmPayment } from '../paytm/paytm-reconcile.service';
import { type SettleResult, settlePayment } from './settle.service';

/** Orders whose browser never came back and whose webhook never arrived are asked about after this. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** How many provider orders one pass asks about; with the provider's 10 s time-out, well inside the lease. */
export const RECONCILE_BATCH = 50;
const LEASE_MS = 10 * 60_000;

export type ReconcileReport = { asked: number; settled: number; failed: number; skipped: boolean };
type Log = { error(details: object, message: string): void };

/**
 * Asks the provider about the newest provider orders left unpaid past RECONCILE_AFTER_MS (and still
 * capturable) and settles those it captured, so no captured payment ends without an order. With
 * Paytm configured, Paytm's status API is asked too about those the provider has no capture for
 * and whose customer was given Paytm's form (they may have paid with Paytm and come back while
 * Paytm could not be asked; the others never went to Paytm, which is not asked about them); once Paytm
 * does not answer, it is not asked again in that pass. One order's failure is logged and the pass
 * goes on; passes never overlap, even across API processes (a lease row): a pass that finds one
 * running skips.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  options: { batch?: number; log?: Log; paytm?: PaytmConfig } = {},
): Promise<ReconcileReport> {
  const report = await withLease(db, 'reconcile-payments', LEASE_MS, now, async () => {
    const pending = await unsettledPayments(db, {
      since: new Date(now.getTime() - CAPTURE_WINDOW_MS),
      before: new Date(now.getTime() - RECONCILE_AFTER_MS),
      limit: options.batch ?? RECONCILE_BATCH,
    });
    let settled = 0;
    let failed = 0;
    let paytmDown = false;
    for (const payment of pending) {
      const { providerOrderId } = payment;
      const asking = async (ask: () => Promise<SettleResult | undefined>) => {
        try {
          const result = await ask();
          if (result?.changed) settled += 1;
          return result;
        } catch (error) {
          failed += 1;
          options.log?.error(
            { err: error, providerOrderId },
            'reconciling a payment failed; the pass goes on',
          );
          return undefined;
        }
      };
      const captured = await asking(async () => {
        const capture = await provider.capturedPayment(providerOrderId);
        if (!capture) return undefined;
        return settlePayment(
          db,
          {
            providerOrderId,
            providerPaymentId: capture.paymentId,
            amountPaise: capture.amountPaise,
            currency: capture.currency,
            source: 'reconciliation',
          },
          now,
        );
      });
      const paytm = options.paytm;
      if (captured || !paytm || paytmDown || payment.paytmFormAt === null) continue;
      await asking(async () => {
        try {
          return await reconcilePaytmPayment(db, paytm, payment, now);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'PROVIDER_UNAVAILABLE') paytmDown = true;
          throw error;
        }
      });
    }
    return { asked: pending.length, settled, failed, skipped: false };
  });
  return report ?? { asked: 0, settled: 0, failed: 0, skipped: true };
}
