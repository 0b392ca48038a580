import { DomainError, validationError } from '../errors/domain-error';
import { isBookingOpen } from './booking-window';

export interface SlotState {
  readonly capacity: number;
  readonly booked: number;
  readonly slotStart: Date;
  /** The experience's min_hours. */
  readonly minHours: number;
  readonly now: Date;
}

/** Places a customer can still take in a slot: 0 when it is full or closed by the min_hours cut-off. */
export function slotAvailability(slot: SlotState): number {
  if (!isBookingOpen({ slotStart: slot.slotStart, minHours: slot.minHours, now: slot.now })) return 0;
  return Math.max(0, slot.capacity - slot.booked);
}

/** Throws the error a customer should see when `quantity` places cannot be booked in the slot. */
export function assertSlotBookable(slot: SlotState, quantity: number): void {
  if (!isBookingOpen({ slotStart: slot.slotStart, minHours: slot.minHours, now: slot.now })) {
    throw new DomainError('BOOKING_CLOSED', undefined, { slot_id: 'Booking for this slot has closed.' });
  }
  const left = slot.capacity - slot.booked;
  if (left <= 0) throw new DomainError('SLOT_FULL', undefined, { slot_id: 'This slot is full.' });
  if (quantity > left) {
    const message = `Only ${left} left in this slot.`;
    throw validationError({ quantity: message }, message);
  }
}
