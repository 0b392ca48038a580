import { describe, expect, it } from 'vitest';
import { isDateSelectable } from './slots';

describe('slots', () => {
  it.each([
    [0, false],
    [-1, false],
    [1, true],
    [12, true],
  ])('a date with %d available slots is selectable: %s', (available, expected) => {
    expect(isDateSelectable({ available_slots: available })).toBe(expected);
  });
});
