/**
 * A payment that arrives after its order's hold ran out (docs/server-rules.md, "Places and
 * orders"). By then the hold's expiry gave the places, the wallet money and the coupon use back, so
 * keeping the payment means taking all three again under the same locks as a new order, and only
 * while the slot can still be booked. Anything missing sends the order to refund_due: the customer
 * gets the money back.
 */
export type LatePaymentChecks = {
  /** The slot has not started and its min_hours cut-off has not passed. */
  readonly slotOpen: boolean;
  /** The coupon the order used is still within its per-user and total limits (true without one). */
  readonly couponWithinLimits: boolean;
  /** The wallet still holds the money the order had taken from it (true when it took none). */
  readonly walletCovers: boolean;
  /** The order's places could be taken again (checked last: it is the only write). */
  readonly placesFree: boolean;
};

export type LatePaymentOutcome =
  | { readonly to: 'placed'; readonly cause: string }
  | { readonly to: 'refund_due'; readonly cause: string };

/** Why a late payment cannot be kept, in the order the checks run; undefined when it can. */
export function latePaymentRefusal(checks: Omit<LatePaymentChecks, 'placesFree'>): string | undefined {
  if (!checks.slotOpen) return 'the slot has started or its booking cut-off has passed';
  if (!checks.couponWithinLimits) return 'its coupon has been used up meanwhile';
  if (!checks.walletCovers) return 'the wallet no longer holds the money the order used';
  return undefined;
}

/** The state a late payment leads to and the audit cause that says why. */
export function latePaymentOutcome(checks: LatePaymentChecks, source: string): LatePaymentOutcome {
  const refusal =
    latePaymentRefusal(checks) ?? (checks.placesFree ? undefined : 'its places have been taken');
  if (refusal) {
    return { to: 'refund_due', cause: `paid after the hold ran out, but ${refusal}: refund due (${source})` };
  }
  return { to: 'placed', cause: `paid after the hold ran out, places still free (${source})` };
}
