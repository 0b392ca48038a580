import type { Rupees } from '../pricing/money';

/**
 * Money is whole rupees everywhere; it becomes paise only at the payment provider
 * (docs/server-rules.md, "Money and prices").
 */
export type Paise = number;

const PAISE_PER_RUPEE = 100;

export function toPaise(rupees: Rupees): Paise {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`${rupees} is not a whole number of rupees`);
  return rupees * PAISE_PER_RUPEE;
}

/** Paise as rupees, for what people read (a provider may report an amount that is not whole rupees). */
export const rupeesOf = (paise: Paise): number => paise / PAISE_PER_RUPEE;

/** A provider's rupee text ("2297.00", "2297.5", "2297") in paise; anything else is undefined. */
export function paiseOfRupeeText(amount: string | undefined): Paise | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!match) return undefined;
  return Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0'));
}
