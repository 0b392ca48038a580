import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSelectionMessage, multiSelectMax, toggleMultiSelect } from './multi-select';

describe('multiSelectMax', () => {
  it.each([
    [2, 5, 2],
    [7, 5, 7],
    [null, 5, 5],
    [undefined, 3, 3],
    [0, 4, 4],
    [-1, 4, 4],
  ])('limit %j with %d choices allows %d', (limit, count, expected) => {
    expect(multiSelectMax(limit, count)).toBe(expected);
  });
});

describe('toggleMultiSelect', () => {
  it.each([
    [[], 'Red', 2, ['Red'], undefined],
    [['Red'], 'Blue', 2, ['Red', 'Blue'], undefined],
    [['Red', 'Blue'], 'Green', 2, ['Red', 'Blue'], 'You can only select maximum 2'],
    [['Red', 'Blue'], 'Red', 2, ['Blue'], undefined],
    [['Red'], 'Red', 1, [], undefined],
    [['Red'], 'Blue', 1, ['Red'], 'You can only select maximum 1'],
  ])('%j + %j (max %d) -> %j, error %j', (current, option, max, value, error) => {
    const result = toggleMultiSelect(current, option, max);
    expect(result.value).toEqual(value);
    expect(result.error).toBe(error);
  });

  it('never exceeds the maximum, never duplicates, and errors only when full', () => {
    const options = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(options, { maxLength: 30 }), (max, picks) => {
        let value: string[] = [];
        for (const pick of picks) {
          const before = value;
          const result = toggleMultiSelect(before, pick, max);
          value = result.value;
          expect(value.length).toBeLessThanOrEqual(max);
          expect(new Set(value).size).toBe(value.length);
          if (before.includes(pick)) expect(value).not.toContain(pick);
          if (result.error) {
            expect(result.error).toBe(maxSelectionMessage(max));
            expect(before.length).toBe(max);
            expect(value).toEqual(before);
          } else if (!before.includes(pick)) {
            expect(value).toEqual([...before, pick]);
          }
        }
      }),
    );
  });

  it('does not change the list passed in', () => {
    const current = ['Red'];
    toggleMultiSelect(current, 'Blue', 3);
    toggleMultiSelect(current, 'Red', 3);
    expect(current).toEqual(['Red']);
  });
});
