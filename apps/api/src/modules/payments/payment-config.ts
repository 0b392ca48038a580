/** The payment provider and its secrets (DESIGN.md section 2: the sandbox is the local default). */
export type PaymentConfig = {
  provider: 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
};

export const SANDBOX_PAYMENTS: PaymentConfig = {
  provider: 'sandbox',
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox-key-secret',
  webhookSecret: 'sandbox-webhook-secret',
};
