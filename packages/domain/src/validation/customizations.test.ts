import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCustomization,
  changeCustomizationQuantity,
  cleanCustomizationAnswer,
  customizationAnswer,
  removeCustomization,
} from './customizations';

describe('add-on answers', () => {
  it.each([
    ['RIYA', { value: 'RIYA', quantity: 4, removed: false }],
    ['Happy B day', { value: 'HappyBday', quantity: 9, removed: false }],
    [' A 🎉 B ', { value: 'AB', quantity: 2, removed: false }],
    ['नमन', { value: 'नमन', quantity: 3, removed: false }],
    ['', { value: '', quantity: 0, removed: true }],
    ['  \t😀 ', { value: '', quantity: 0, removed: true }],
  ])('%j -> %o', (text, expected) => {
    expect(customizationAnswer(text)).toEqual(expected);
  });

  it('quantity equals the cleaned length, which has no spaces, and empty removes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', '😀', '🎂', 'न', '1') }), (text) => {
        const result = customizationAnswer(text);
        expect(result.value).toBe(cleanCustomizationAnswer(text));
        expect(result.value).not.toMatch(/\s/);
        expect(result.value).not.toMatch(/😀|🎂/u);
        expect(result.quantity).toBe(Array.from(result.value).length);
        expect(result.removed).toBe(result.quantity === 0);
      }),
    );
  });
});

describe('changeCustomizationQuantity', () => {
  it.each([
    ['single_select', 0, 1, undefined, { quantity: 1, removed: false }],
    ['single_select', 1, 1, undefined, { quantity: 1, removed: false }],
    ['single_select', 1, -1, undefined, { quantity: 0, removed: true }],
    ['multi_select', 1, 1, undefined, { quantity: 2, removed: false }],
    ['multi_select', 3, -1, undefined, { quantity: 2, removed: false }],
    ['multi_select', 1, -1, undefined, { quantity: 0, removed: true }],
    ['multi_select', 5, 1, 5, { quantity: 5, removed: false }],
    [undefined, 2, 1, undefined, { quantity: 3, removed: false }],
  ])('%s at %d %+d (max %j) -> %o', (type, current, delta, max, expected) => {
    expect(changeCustomizationQuantity(type, current, delta, max)).toEqual(expected);
  });

  it('a single-select add-on never goes above 1 whatever the steps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1, -1), { maxLength: 20 }), (steps) => {
        let quantity = 1;
        for (const step of steps) {
          const next = changeCustomizationQuantity('single_select', quantity, step);
          expect(next.quantity).toBeLessThanOrEqual(1);
          expect(next.removed).toBe(next.quantity === 0);
          quantity = next.quantity;
        }
      }),
    );
  });
});

describe('addCustomization', () => {
  const cake = { customization_id: 7, name: 'Cake' };
  const balloons = { customization_id: 9, name: 'Balloons' };

  it.each([
    [[], cake, [cake]],
    [[cake], balloons, [cake, balloons]],
    [[cake], { customization_id: 7, name: 'Other cake' }, [cake]],
    [[cake], { customization_id: '7', name: 'Same id as text' }, [cake]],
  ])('%j + %j -> %j', (list, item, expected) => {
    expect(addCustomization<{ customization_id: number | string; name: string }>(list, item)).toEqual(
      expected,
    );
  });

  it('never holds the same id twice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (adds) => {
        let list: { customization_id: number }[] = [];
        for (const id of adds) list = addCustomization(list, { customization_id: id });
        const listed = list.map((c) => c.customization_id);
        expect(listed).toEqual([...new Set(adds)]);
      }),
    );
  });

  it('removes by id', () => {
    expect(removeCustomization([cake, balloons], 7)).toEqual([balloons]);
    expect(removeCustomization([cake], 99)).toEqual([cake]);
  });
});
