import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { assertSlotBookable, type SlotState, slotAvailability } from './slot-booking';

const now = new Date('2026-12-01T04:30:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const slot = (over: Partial<SlotState>): SlotState => ({
  capacity: 5,
  booked: 2,
  slotStart: inHours(30),
  minHours: 24,
  now,
  ...over,
});

describe('slotAvailability', () => {
  it.each<[string, Partial<SlotState>, number]>([
    ['capacity less booked', {}, 3],
    ['a full slot', { booked: 5 }, 0],
    ['exactly at the cut-off (the difference must exceed min_hours)', { slotStart: inHours(24) }, 0],
    ['a minute past the cut-off', { slotStart: new Date(inHours(24).getTime() + 60_000) }, 3],
    ['a slot that has started', { slotStart: inHours(-1), minHours: 0 }, 0],
    ['no notice needed', { slotStart: inHours(0.5), minHours: 0 }, 3],
  ])('%s: %d', (_, over, expected) => {
    expect(slotAvailability(slot(over))).toBe(expected);
  });
});

describe('assertSlotBookable', () => {
  it.each<[string, Partial<SlotState>, number, string, string]>([
    [
      'closed by min_hours',
      { slotStart: inHours(10) },
      1,
      'BOOKING_CLOSED',
      'Booking for this slot has closed.',
    ],
    ['full', { booked: 5 }, 1, 'SLOT_FULL', 'This slot is full. Please choose another slot.'],
    ['more than is left', {}, 4, 'VALIDATION_FAILED', 'Only 3 left in this slot.'],
  ])('refuses a slot %s', (_, over, quantity, code, message) => {
    try {
      assertSlotBookable(slot(over), quantity);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(code);
      expect((error as DomainError).message).toBe(message);
      expect((error as DomainError).status).toBe(400);
    }
  });

  it('lets every place that is left be booked', () => {
    expect(() => assertSlotBookable(slot({}), 3)).not.toThrow();
  });
});
