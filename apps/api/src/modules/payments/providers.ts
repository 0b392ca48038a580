import type { Db } from '@store/db';
import type { PaymentConfig, PaymentProvider } from '../payment-provider';
import { razorpayProvider } from './razorpay/razorpay-provider';
import { sandboxProvider } from './sandbox/sandbox-provider';

/** The provider the configuration names: Razorpay in production, the sandbox elsewhere. */
export function paymentProvider(db: Db, config: PaymentConfig): PaymentProvider {
  return config.provider === 'razorpay' ? razorpayProvider(config) : sandboxProvider(db, config);
}
