import { describe, expect, it } from 'vitest';
import { hasSlotId, isDateSelectable, selectableDates } from './slots';

describe('slots', () => {
  it.each([
    [0, false],
    [-1, false],
    [1, true],
    [12, true],
  ])('a date with %d available slots is selectable: %s', (available, expected) => {
    expect(isDateSelectable({ available_slots: available })).toBe(expected);
  });

  it('keeps only dates with slots left', () => {
    const dates = [
      { date: '2025-01-01', available_slots: 0 },
      { date: '2025-01-02', available_slots: 3 },
      { date: '2025-01-03', available_slots: 0 },
      { date: '2025-01-04', available_slots: 1 },
    ];
    expect(selectableDates(dates).map((d) => d.date)).toEqual(['2025-01-02', '2025-01-04']);
  });

  it.each([
    [{ slot_id: 5 }, true],
    [{ slot_id: '5' }, true],
    [{ slot_id: 0 }, false],
    [{ slot_id: '' }, false],
    [{ slot_id: '  ' }, false],
    [{ slot_id: null }, false],
    [{}, false],
    [{ slot_id: Number.NaN }, false],
  ])('hasSlotId(%o) is %s', (order, expected) => {
    expect(hasSlotId(order)).toBe(expected);
  });
});
