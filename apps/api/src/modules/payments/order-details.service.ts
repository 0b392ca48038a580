import type { Db } from '@store/db';
import { DomainError, toPaise } from '@store/domain';
import type { CurrentUser } from '../../http/current-user';
import { findUserBy } from '../accounts';
import { type PaymentConfig, RAZORPAY_SCRIPT_URL, SANDBOX_SCRIPT_PATH } from '../payment-provider';
import { paymentByProviderOrder, paymentOfOrder } from './payments.repository';

/** What the provider's checkout needs for an unpaid order of this customer (razor_pay/order_details). */
export async function paymentOrderDetailsFor(
  db: Db,
  config: PaymentConfig,
  who: CurrentUser,
  orderId: number,
) {
  const found = await paymentOfOrder(db, orderId, who.userId);
  if (!found) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  if (found.payment.status === 'paid') throw new DomainError('ALREADY_PAID', 'This order is already paid.');
  const user = await findUserBy(db, { id: who.userId });
  return {
    provider: config.provider,
    key_id: config.keyId,
    provider_order_id: found.payment.providerOrderId,
    amount: toPaise(found.payment.amount),
    currency: found.payment.currency,
    name: 'Experience Store',
    description: `Booking #${orderId}`,
    prefill: {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      contact: user?.mobile ?? '',
      email: user?.email ?? '',
    },
    script_url: config.provider === 'sandbox' ? SANDBOX_SCRIPT_PATH : RAZORPAY_SCRIPT_URL,
  };
}

/** The amount the sandbox provider was asked to collect for one of its orders. */
export async function sandboxOrder(db: Db, providerOrderId: string) {
  const payment = await paymentByProviderOrder(db, providerOrderId);
  if (!payment) throw new DomainError('NOT_FOUND', `No sandbox order ${providerOrderId}`);
  return { amountPaise: toPaise(payment.amount), currency: payment.currency };
}
