import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import type { PaymentConfig, PaymentProvider } from '../../payment-provider';
import { findCapture } from './sandbox.repository';
import { sandboxRefund } from './sandbox-refund';
import { sandboxRefundById } from './sandbox-refunds.repository';

/**
 * The local stand-in for Razorpay (development, demo and tests): orders are made here, and what
 * its payment window captured is kept in our database for the reconciliation pass to ask about.
 */
export function sandboxProvider(db: Db, config: PaymentConfig): PaymentProvider {
  return {
    name: config.provider,
    keyId: config.keyId,
    async createOrder() {
      return { providerOrderId: `order_${randomBytes(10).toString('hex')}` };
    },
    async capturedPayment(providerOrderId) {
      const row = await findCapture(db, providerOrderId);
      return row
        ? { paymentId: row.paymentId, amountPaise: row.amountPaise, currency: row.currency }
        : undefined;
    },
    refund: (request) => sandboxRefund(db, config, request),
    // The sandbox refunds at once: a refund it made is processed, one it never made has failed.
    async refundStatus(_paymentId, refundId) {
      return { refundId, status: (await sandboxRefundById(db, refundId)) ? 'processed' : 'failed' };
    },
  };
}
