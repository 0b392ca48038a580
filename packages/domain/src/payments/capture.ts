/**
 * What happens to a capture the provider reports (nothing is dropped silently:
 * docs/architecture.md, "Orders: one writer, places taken in one update"). Every capture is
 * recorded; one that cannot pay the order is kept for a refund.
 */
export type CaptureOutcome = 'settles' | 'already_settled' | 'second_capture' | 'mismatch';

export type CaptureFacts = {
  /** The payment's stored amount in paise and currency, what the order asked for. */
  readonly expectedPaise: number;
  readonly expectedCurrency: string;
  readonly amountPaise: number;
  readonly currency: string;
  /** The provider payment id the order was already paid with, if any. */
  readonly paidWith: string | null;
  readonly providerPaymentId: string;
};

export function captureOutcome(f: CaptureFacts): CaptureOutcome {
  if (f.paidWith !== null) return f.paidWith === f.providerPaymentId ? 'already_settled' : 'second_capture';
  if (f.amountPaise !== f.expectedPaise || f.currency !== f.expectedCurrency) return 'mismatch';
  return 'settles';
}

/** A capture that is money we hold without an order for it: it must be paid back. */
export const REFUND_DUE_CAPTURES: ReadonlySet<CaptureOutcome> = new Set(['second_capture', 'mismatch']);

/**
 * How long after its order was made a provider order may still be captured: the reconciliation
 * pass asks about unpaid ones this young only (older ones can never settle and would crowd it).
 */
export const CAPTURE_WINDOW_MS = 3 * 24 * 3_600_000;

/** Orders whose provider payment can still arrive: unpaid, or expired unpaid (a late payment). */
export const CAPTURABLE_STATES = ['pending_payment', 'expired'] as const;
