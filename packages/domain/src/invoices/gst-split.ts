import type { Rupees } from '../pricing/money';

/** A GST rate in basis points: 18% is 1800 (0.25% and 2.5% are rates too, so whole percents are not enough). */
export type RateBps = number;

export const DEFAULT_GST_RATE_BPS: RateBps = 1800;

/** What a tax-inclusive total is made of on a tax invoice, in whole rupees. */
export type GstSplit = {
  taxable: Rupees;
  cgst: Rupees;
  sgst: Rupees;
  igst: Rupees;
  total: Rupees;
};

/** a / b rounded to the nearest whole number, halves up, in integers only (no float drift). */
function roundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * Splits a tax-inclusive price into taxable value and tax, in whole rupees, so that they add up to
 * exactly what the customer paid. The rule: each tax line is total × rate ÷ (100% + rate), rounded
 * to the nearest rupee (halves up); within the seller's state the rate is halved into CGST and SGST,
 * each rounded so, and always equal; the taxable value is what is left, so it absorbs the rounding.
 */
export function splitInclusiveTotal(total: Rupees, rateBps: RateBps, intraState: boolean): GstSplit {
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total must be whole rupees >= 0: ${total}`);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError(`rate must be 0..10000 basis points: ${rateBps}`);
  if (intraState) {
    const half = roundHalfUp(total * rateBps, 2 * (10_000 + rateBps));
    return { taxable: total - 2 * half, cgst: half, sgst: half, igst: 0, total };
  }
  const igst = roundHalfUp(total * rateBps, 10_000 + rateBps);
  return { taxable: total - igst, cgst: 0, sgst: 0, igst, total };
}

/** "18%", "2.5%", "0.25%": a rate as printed on the invoice. */
export function ratePercentText(rateBps: RateBps): string {
  return `${(rateBps / 100).toString()}%`;
}
