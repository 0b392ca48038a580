import { validationError } from '../errors/domain-error';

const HOUR_MS = 3_600_000;

export interface BookingWindowInput {
  readonly slotStart: Date | null | undefined;
  readonly minHours: number | null | undefined;
  readonly now: Date;
}

/**
 * Open only when the time from now to the slot start exceeds min_hours (exact, not whole hours).
 * No slot date or no min_hours (null/undefined) means open; min_hours 0 still needs a future slot.
 */
export function isBookingOpen({ slotStart, minHours, now }: BookingWindowInput): boolean {
  if (slotStart == null || minHours == null) return true;
  if (Number.isNaN(slotStart.getTime()) || Number.isNaN(now.getTime()) || !Number.isFinite(minHours)) {
    throw validationError({ slotStart: 'must be a valid date with a finite min_hours' });
  }
  return slotStart.getTime() - now.getTime() > minHours * HOUR_MS;
}
