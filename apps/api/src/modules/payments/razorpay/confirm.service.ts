import type { Db } from '@store/db';
import { DomainError, validationError } from '@store/domain';
import type { PaymentConfig } from '../../payment-provider';
import { type CapturedPayment, type PaymentProvider, ProviderUnavailable } from '../../payment-provider';
import { paymentOfOrder } from '../payments.repository';
import { assertNotMismatched, settlePayment } from '../settlement/settle.service';
import { paymentSignature, sameSignature } from './signature';

const TAMPERED = 'The payment could not be verified. If money was taken, it will be settled automatically.';

/**
 * The browser's report after checkout: the signature must be the provider's over the order id we
 * stored and the payment id, compared in constant time. Even then the browser's word settles
 * nothing: the provider is asked what it captured for that order, and only its capture (its
 * payment id and amount) is settled. Not captured yet, or the provider not answering: the order
 * stays as it is (`confirmed: false`) and the webhook or the reconciliation job settles it.
 */
export async function confirmFromBrowser(
  db: Db,
  config: PaymentConfig,
  provider: PaymentProvider,
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
  const capture = await capturedNow(provider, found.payment.providerOrderId);
  if (!capture) return { order_id: found.order.id, status: found.order.status, confirmed: false };
  const settled = await settlePayment(
    db,
    {
      providerOrderId: found.payment.providerOrderId,
      providerPaymentId: capture.paymentId,
      amountPaise: capture.amountPaise,
      currency: capture.currency,
      source: 'browser',
    },
    now,
  );
  assertNotMismatched(settled);
  return { order_id: settled.orderId, status: settled.status, confirmed: true };
}

/** The provider's capture of the order, or undefined when there is none yet or it does not answer. */
async function capturedNow(
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<CapturedPayment | undefined> {
  try {
    return await provider.capturedPayment(providerOrderId);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return undefined;
    throw error;
  }
}
