import { describe, expect, it } from 'vitest';
import { latePaymentOutcome, latePaymentRefusal } from './late-payment';

const ALL = { slotOpen: true, couponWithinLimits: true, walletCovers: true, placesFree: true };

describe('latePaymentOutcome', () => {
  it.each([
    [{}, 'placed', 'paid after the hold ran out, places still free (webhook)'],
    [{ placesFree: false }, 'refund_due', 'its places have been taken'],
    [{ walletCovers: false }, 'refund_due', 'the wallet no longer holds the money the order used'],
    [{ couponWithinLimits: false }, 'refund_due', 'its coupon has been used up meanwhile'],
    [{ slotOpen: false }, 'refund_due', 'the slot has started or its booking cut-off has passed'],
    // The first failing check names the cause.
    [{ slotOpen: false, placesFree: false }, 'refund_due', 'the slot has started'],
    [{ couponWithinLimits: false, walletCovers: false }, 'refund_due', 'coupon has been used up'],
  ])('%j → %s', (change, to, cause) => {
    const outcome = latePaymentOutcome({ ...ALL, ...change }, 'webhook');
    expect(outcome.to).toBe(to);
    expect(outcome.cause).toContain(cause);
    if (to === 'refund_due') expect(outcome.cause).toMatch(/refund due \(webhook\)$/);
  });

  it('refuses before the places are taken, so a refusal writes nothing', () => {
    expect(latePaymentRefusal(ALL)).toBeUndefined();
    expect(latePaymentRefusal({ ...ALL, walletCovers: false })).toBeDefined();
  });
});
