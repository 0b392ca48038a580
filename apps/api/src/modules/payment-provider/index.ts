import type { ApiModule } from '../../app-context';

export type { PaymentConfig, PaytmConfig } from './payment-config';
export {
  PAYMENT_TIMEOUT_MS,
  PAYTM_DEFAULTS,
  RAZORPAY_SCRIPT_URL,
  SANDBOX_PAYMENTS,
  SANDBOX_SCRIPT_PATH,
} from './payment-config';
export type { CapturedPayment, PaymentProvider, ProviderRefund, RefundRequest } from './provider';
export { ProviderUnavailable } from './provider';

/** The port every payment and refund goes through, and the providers' settings; the providers are payments'. */
export const paymentProviderModule: ApiModule = {
  name: 'payment-provider',
};
