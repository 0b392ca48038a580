/**
 * Paytm's wallet checkout: the merchant account and where its form posts go (docs/architecture.md,
 * "Outside services").
 */
export type PaytmConfig = {
  mid: string;
  /** 16 characters: Paytm's checksum encrypts with it as an AES-128 key. */
  merchantKey: string;
  website: string;
  industryType: string;
  channelId: string;
  /** Where the browser posts the signed form. */
  gatewayUrl: string;
  /** Where Paytm posts the outcome; `{order_id}` is replaced by the store's order id. */
  callbackUrl: string;
  /** Paytm's transaction-status API: a success is believed only once it confirms it. */
  statusUrl: string;
  /** The cities (short names) whose checkout offers it; none listed, every city's does. */
  cities?: readonly string[];
  /** The longest its status API is waited on (PAYMENT_PROVIDER_TIMEOUT_MS); 10 s when unset. */
  timeoutMs?: number;
};

/**
 * The payment provider and its secrets (the sandbox is the local default: docs/architecture.md,
 * "Outside services").
 */
export type PaymentConfig = {
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API origin; tests point it at a local stand-in. */
  apiUrl?: string;
  /** The longest one call to the provider is waited on (PAYMENT_PROVIDER_TIMEOUT_MS); 10 s when unset. */
  timeoutMs?: number;
  /** Paytm wallet checkout, only when its merchant is configured: otherwise it has no routes. */
  paytm?: PaytmConfig;
};

/** Razorpay's checkout script, and the sandbox's stand-in with the same `Razorpay` constructor. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_SCRIPT_PATH = '/sandbox/checkout.js';

/** Paytm's fixed fields and its staging hosts; the merchant id and key come only from the environment. */
export const PAYTM_DEFAULTS = {
  website: 'WEBSTAGING',
  industryType: 'Retail',
  channelId: 'WEB',
  gatewayUrl: 'https://securegw-stage.paytm.in/order/process',
  callbackUrl: 'http://127.0.0.1:4000/v2/payments/paytm/callback?order_id={order_id}',
  statusUrl: 'https://securegw-stage.paytm.in/v3/order/status',
} satisfies Omit<PaytmConfig, 'mid' | 'merchantKey'>;

/** PAYMENT_PROVIDER_TIMEOUT_MS's default: no call to the payment provider waits longer. */
export const PAYMENT_TIMEOUT_MS = 10_000;

export const SANDBOX_PAYMENTS: PaymentConfig = {
  provider: 'sandbox',
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox-key-secret',
  webhookSecret: 'sandbox-webhook-secret',
};
