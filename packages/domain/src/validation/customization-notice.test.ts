import { describe, expect, it } from 'vitest';
import { assertCustomizationNotice } from './customization-notice';

const SLOT = new Date('2026-12-05T13:30:00.000Z');
const offered = [
  { id: 1, name: 'Cake', minHours: 24 },
  { id: 2, name: 'Balloons', minHours: 0 },
];
const at = (hoursBefore: number) => new Date(SLOT.getTime() - hoursBefore * 3_600_000);

describe('assertCustomizationNotice', () => {
  it.each<[string, number, number[], string | null]>([
    ['enough notice for every add-on', 30, [1, 2], null],
    ['a cut-off reached exactly is past', 24, [1], 'customizations.0'],
    ['an add-on without notice needs none', 1, [2], null],
    ['a cake a day ahead, ordered 23 hours before', 23, [2, 1], 'customizations.1'],
    ['an add-on not offered is for the price check to refuse', 1, [9], null],
  ])('%s', (_, hoursBefore, ids, field) => {
    const check = () =>
      assertCustomizationNotice({
        offered,
        requested: ids.map((customization_id) => ({ customization_id })),
        slotStart: SLOT,
        now: at(hoursBefore),
        purchase: 'new_booking',
      });
    if (field === null) expect(check).not.toThrow();
    else
      expect(check).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } }),
      );
  });

  it.each([
    ['new_booking', "Cake needs 24 hours' notice: choose a later slot or remove it"],
    ['existing_booking', "Cake needs 24 hours' notice before the booking"],
  ] as const)('tells a %s what to do', (purchase, message) => {
    expect(() =>
      assertCustomizationNotice({
        offered,
        requested: [{ customization_id: 1 }],
        slotStart: SLOT,
        now: at(2),
        purchase,
      }),
    ).toThrow(message);
  });
});
