import type { Db } from '@store/db';
import type { PaymentProvider } from '../payment-provider';
import type { PaymentConfig } from './payment-config';
import { razorpayProvider } from './razorpay/razorpay-provider';
import { sandboxProvider } from './sandbox/sandbox-provider';

/** The provider the configuration names: Razorpay in production, the sandbox elsewhere. */
export function paymentProvider(db: Db, config: PaymentConfig): PaymentProvider {
  return config.provider === 'razorpay' ? razorpayProvider(config) : sandboxProvider(db, config);
}
