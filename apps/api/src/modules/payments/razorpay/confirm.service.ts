import type { Db } from '@store/db';
import { DomainError, toPaise, validationError } from '@store/domain';
import type { PaymentConfig } from '../payment-config';
import { paymentOfOrder } from '../payments.repository';
import { settlePayment } from '../settlement/settle.service';
import { paymentSignature, sameSignature } from './signature';

const TAMPERED = 'The payment could not be verified. If money was taken, it will be settled automatically.';

/**
 * The browser's report after checkout: the signature must be the provider's over the order id we
 * stored and the payment id, compared in constant time; only then is the payment settled.
 */
export async function confirmFromBrowser(
  db: Db,
  config: PaymentConfig,
  input: {
    orderId: number;
    customerId: number;
    providerOrderId: string;
    paymentId: string;
    signature: string;
  },
  now: Date,
) {
  const found = await paymentOfOrder(db, input.orderId, input.customerId);
  if (!found) throw new DomainError('NOT_FOUND', `Order ${input.orderId} was not found`);
  const expected = paymentSignature(found.payment.providerOrderId, input.paymentId, config.keySecret);
  if (found.payment.providerOrderId !== input.providerOrderId || !sameSignature(expected, input.signature)) {
    throw validationError({ razorpay_signature: TAMPERED }, TAMPERED);
  }
  const settled = await settlePayment(
    db,
    {
      providerOrderId: found.payment.providerOrderId,
      providerPaymentId: input.paymentId,
      amountPaise: toPaise(found.payment.amount),
      currency: found.payment.currency,
      source: 'browser',
    },
    now,
  );
  return { order_id: settled.orderId, status: settled.status };
}
