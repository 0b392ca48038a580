import { defaultErrorMessage } from '../errors/catalogue';
import { DomainError } from '../errors/domain-error';

const MINUTE_MS = 60_000;

/** The store's settings of order placement (the API's environment sets them). */
export type PlacementSettings = {
  /**
   * How many bookings a customer may hold unpaid at once (online orders waiting for their payment,
   * offline bookings waiting for confirmation): each keeps places from other customers until it
   * runs out, so one account could otherwise empty a calendar without paying.
   */
  unpaidHolds: number;
  /**
   * Placements (bookings and add-on purchases) per person and per network (an IPv6 /64) in
   * PLACEMENT_WINDOW_MS; 0 counts none (the load benchmark, whose customers share one address).
   */
  perUser: number;
  perAddress: number;
};

/**
 * Above what a customer comparing a few dates holds, or a customer retrying a payment or an agent
 * at the phones places; generous per address, as mobile carriers put many people behind one.
 */
export const PLACEMENT_DEFAULTS = {
  unpaidHolds: 3,
  perUser: 20,
  perAddress: 60,
} as const satisfies PlacementSettings;
export const PLACEMENT_WINDOW_MS = 10 * MINUTE_MS;

export const PLACEMENT_LIMIT_MESSAGE =
  'Too many orders from this account or network in the last few minutes. Please try again in a few minutes.';

/**
 * Refuses a booking that would hold more than `limit` places-holding bookings unpaid at once (a 409
 * whose code names the limit, nothing written); `open` counts the customer's live unpaid holds, without those this
 * booking replaces.
 */
export function assertUnpaidHoldRoom(hold: { open: number; limit: number }): void {
  if (hold.open < hold.limit) return;
  const waiting = hold.open === 1 ? '1 booking' : `${hold.open} bookings`;
  const message = `You have ${waiting} waiting for payment or confirmation, the most a customer may hold at once. Please complete one before booking another.`;
  throw new DomainError('UNPAID_HOLDS_LIMIT', message);
}

/**
 * A customer books offline (now, confirmed later, its places held unpaid for up to a day) only
 * where the experience allows it; an agent booking for a customer may anywhere. Elsewhere a 400
 * with its code naming `payment_method`.
 */
export function assertOfflineBookingAllowed(booking: {
  allowed: boolean;
  byAgentForCustomer: boolean;
}): void {
  if (booking.allowed || booking.byAgentForCustomer) return;
  const message = defaultErrorMessage('OFFLINE_BOOKING_UNAVAILABLE');
  throw new DomainError('OFFLINE_BOOKING_UNAVAILABLE', message, { payment_method: message });
}
