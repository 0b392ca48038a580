import type { Db } from '@store/db';
import type { PaytmConfig } from '../../payment-provider';
import { type SettleResult, settlePayment } from '../settlement/settle.service';
import { paytmSettlement, paytmTransactionStatus } from './paytm-status';

/**
 * Asks Paytm's status API about one unpaid order (Paytm knows it by our order id) and settles it
 * when Paytm says it was paid, through the same settlement as the browser's return: a customer who
 * paid while the return could not ask Paytm still gets the order. Anything but TXN_SUCCESS changes
 * nothing (the order waits, and its hold runs out, as for a card payment never made); Paytm down
 * throws PROVIDER_UNAVAILABLE.
 */
export async function reconcilePaytmPayment(
  db: Db,
  config: PaytmConfig,
  payment: { orderId: number; providerOrderId: string },
  now: Date,
): Promise<SettleResult | undefined> {
  const status = await paytmTransactionStatus(config, String(payment.orderId));
  if (status.resultStatus !== 'TXN_SUCCESS' || !status.txnId) return undefined;
  const settlement = paytmSettlement(
    payment.providerOrderId,
    { ...status, txnId: status.txnId },
    'INR',
    'reconciliation',
  );
  return settlePayment(db, settlement, now);
}
