import type { CouponKind } from '../coupons/coupon-rules';
import { validationError } from '../errors/domain-error';

/**
 * The terms of a coupon an operator writes (bad input), beyond what the contract's
 * shapes check (whole rupees, no cap below zero): it ends after it starts, and a percent coupon
 * takes at most 100 %. A 400 naming the field; nothing is written.
 */
export function assertCouponTerms(terms: {
  kind: CouponKind;
  value: number;
  validFrom: Date;
  validUntil: Date;
}): void {
  if (terms.validUntil.getTime() <= terms.validFrom.getTime()) {
    const message = 'valid_until must be after valid_from.';
    throw validationError({ valid_until: message }, message);
  }
  if (terms.kind === 'percent' && terms.value > 100) {
    const message = 'A percent coupon takes at most 100 (%).';
    throw validationError({ value: message }, message);
  }
}
