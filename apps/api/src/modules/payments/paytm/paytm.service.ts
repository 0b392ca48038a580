import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import PaytmChecksum from 'paytmchecksum';
import type { CurrentUser } from '../../../http/current-user';
import { findUserBy } from '../../accounts';
import type { PaytmConfig } from '../../payment-provider';
import { notePaytmForm, paymentOfOrder } from '../payments.repository';
import { paytmParams } from './paytm-params';

// An expired hold may still be paid: settlement keeps it if the places are free (settle.service.ts).
const PAYABLE = new Set(['pending_payment', 'expired']);

/**
 * Paytm's signed checkout form for one of the customer's unpaid orders (getPaytmCheckSum).
 * The amount is the one stored with the order's payment, never one the client sends. The payment
 * notes when the form was given, so the reconciliation asks Paytm about this order (and only such).
 */
export async function paytmTransactionFor(
  db: Db,
  config: PaytmConfig,
  who: CurrentUser,
  orderId: number,
  now: Date,
) {
  const found = await paymentOfOrder(db, orderId, who.userId);
  if (!found) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  if (found.payment.status === 'paid') throw new DomainError('ALREADY_PAID', 'This order is already paid.');
  if (!PAYABLE.has(found.order.status))
    throw new DomainError(
      'ORDER_STATE',
      `This order is ${found.order.status.replaceAll('_', ' ')} and can no longer be paid.`,
    );
  const user = await findUserBy(db, { id: who.userId });
  const params = paytmParams(config, {
    orderId,
    customerId: who.userId,
    amount: found.payment.amount,
    mobile: user?.mobile,
    email: user?.email,
  });
  const checksum = await PaytmChecksum.generateSignature(params, config.merchantKey);
  await notePaytmForm(db, found.payment.id, now);
  return { order_id: orderId, gateway_url: config.gatewayUrl, params: { ...params, CHECKSUMHASH: checksum } };
}
