/** A capture the provider reports for one of its orders. */
export type CapturedPayment = { paymentId: string; amountPaise: number; currency: string };

/**
 * What the store needs of a payment provider (DESIGN.md section 2). Each adapter (razorpay/,
 * sandbox/) implements it in its own folder; providers.ts picks one from the configuration.
 */
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
