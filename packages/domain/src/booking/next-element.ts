import { DEFAULT_PINCODE_CATEGORY } from '../constants';
import type { BookingKind } from './steps';

/**
 * The element the experience page shows next on the way to a booking (docs/product.md, "Booking and
 * its steps").
 */
export type BookingElement = 'pincode' | 'date_slot' | 'book_now';

export const NEXT_ELEMENT_ORDER: { readonly [K in BookingKind]: readonly BookingElement[] } = {
  courier: ['pincode', 'book_now'],
  dated: ['pincode', 'date_slot', 'book_now'],
};

export interface BookingProgress {
  readonly kind: BookingKind;
  /** -1: the experience needs no pincode, so date selection shows at once. */
  readonly pincodeCategory: number;
  /** A pincode was checked and is served. */
  readonly pincodeServed: boolean;
  readonly date?: string | null;
  readonly slotId?: number | null;
}

export const needsPincode = (pincodeCategory: number): boolean =>
  pincodeCategory !== DEFAULT_PINCODE_CATEGORY;

/** When each element is behind the customer; book_now never is. */
const DONE: { readonly [E in BookingElement]: (progress: BookingProgress) => boolean } = {
  pincode: (p) => !needsPincode(p.pincodeCategory) || p.pincodeServed,
  date_slot: (p) => Boolean(p.date) && p.slotId != null,
  book_now: () => false,
};

export function nextElement(progress: BookingProgress): BookingElement {
  return NEXT_ELEMENT_ORDER[progress.kind].find((element) => !DONE[element](progress)) ?? 'book_now';
}
