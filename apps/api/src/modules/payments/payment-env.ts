import type { Env } from '../../env';
import { PAYTM_DEFAULTS, type PaymentConfig, type PaytmConfig, SANDBOX_PAYMENTS } from '../payment-provider';

/** The payment configuration the environment asks for; env.ts has already refused incomplete ones. */
export function paymentConfigFromEnv(env: Env): PaymentConfig {
  // Paytm only with a merchant of our own: no published key can ever sign a success.
  const paytm: PaytmConfig | undefined =
    env.PAYTM_MID && env.PAYTM_MERCHANT_KEY
      ? {
          ...PAYTM_DEFAULTS,
          mid: env.PAYTM_MID,
          merchantKey: env.PAYTM_MERCHANT_KEY,
          website: env.PAYTM_WEBSITE,
          gatewayUrl: env.PAYTM_GATEWAY_URL,
          statusUrl: env.PAYTM_STATUS_URL,
          timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
          ...(env.PAYTM_CALLBACK_URL && { callbackUrl: env.PAYTM_CALLBACK_URL }),
          ...(env.PAYTM_CITIES?.length && { cities: env.PAYTM_CITIES }),
        }
      : undefined;
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) {
      throw new Error(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    return {
      provider: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
      timeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
      ...(paytm && { paytm }),
    };
  }
  return {
    ...SANDBOX_PAYMENTS,
    ...(env.PAYMENTS_KEY_ID && { keyId: env.PAYMENTS_KEY_ID }),
    ...(env.PAYMENTS_KEY_SECRET && { keySecret: env.PAYMENTS_KEY_SECRET }),
    ...(env.PAYMENTS_WEBHOOK_SECRET && { webhookSecret: env.PAYMENTS_WEBHOOK_SECRET }),
    ...(paytm && { paytm }),
  };
}
