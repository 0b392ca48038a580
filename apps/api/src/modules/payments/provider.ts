import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import type { PaymentConfig } from './payment-config';
import { razorpayProvider } from './razorpay-provider';
import { findCapture } from './sandbox.repository';

export type CapturedPayment = { paymentId: string; amountPaise: number; currency: string };

/** What the store needs of a payment provider; Razorpay's adapter has the same shape. */
export type PaymentProvider = {
  name: string;
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
  }): Promise<{ providerOrderId: string }>;
  /** The reconciliation pass asks this for orders whose browser never came back. */
  capturedPayment(providerOrderId: string): Promise<CapturedPayment | undefined>;
};

export function paymentProvider(db: Db, config: PaymentConfig): PaymentProvider {
  if (config.provider === 'razorpay') return razorpayProvider(config);
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
  };
}
