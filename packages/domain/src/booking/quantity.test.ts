import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_QUANTITY, maxBookingQuantity } from './quantity';

describe('maxBookingQuantity', () => {
  it.each<[number | undefined, number]>([
    [undefined, MAX_BOOKING_QUANTITY],
    [3, 3],
    [10, 10],
    [40, 10],
    [0, 0],
  ])('%s places left → %i', (left, max) => {
    expect(maxBookingQuantity(left)).toBe(max);
  });
});
