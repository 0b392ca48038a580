/**
 * The provider did not answer (down, timed out) or said the trouble is its own (5xx, 429): nothing
 * of ours was refused, and asking it about anything else now would only wait again.
 */
export class ProviderUnavailable extends Error {}

/** A capture the provider reports for one of its orders. */
export type CapturedPayment = { paymentId: string; amountPaise: number; currency: string };

/** A refund as the provider answers it: processed at once (instant), or pending until its webhook. */
export type ProviderRefund = { refundId: string; status: 'pending' | 'processed' | 'failed' };

export type RefundRequest = {
  /** The provider's id of the captured payment. */
  paymentId: string;
  amountPaise: number;
  /** Sent with the request (Razorpay's X-Refund-Idempotency, and the receipt): a retry never refunds twice. */
  idempotencyKey: string;
  notes: Record<string, string>;
  /** The store's clock when it asks: the sandbox delivers its webhook at this time. */
  now: Date;
};

/**
 * What the store needs of a payment provider (docs/architecture.md, "Outside services"). Each
 * adapter (razorpay/, sandbox/) implements it in its own folder; providers.ts picks one from the
 * configuration.
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
  /** Refunds (part of) a captured payment; throws when the provider refuses or does not answer. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund's state now, for refunds whose webhook never came. */
  refundStatus(paymentId: string, refundId: string): Promise<ProviderRefund>;
};
