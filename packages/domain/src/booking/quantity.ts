/** The most places one booking asks for in the store's stepper (docs/product.md, "Booking and its steps"). */
export const MAX_BOOKING_QUANTITY = 10;

/** How many places the stepper offers: the slot's free places, never more than one booking's most. */
export function maxBookingQuantity(placesLeft: number | undefined): number {
  return placesLeft === undefined ? MAX_BOOKING_QUANTITY : Math.min(placesLeft, MAX_BOOKING_QUANTITY);
}
