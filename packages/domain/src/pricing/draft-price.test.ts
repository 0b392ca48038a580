import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  type CustomizationDefinition,
  type CustomizationRequest,
  type DraftPriceInput,
  priceDraft,
} from './draft-price';

const photographer: CustomizationDefinition = {
  id: 1,
  name: 'Photographer',
  type: 'single_select',
  price: 2499,
  cityPrice: 0,
  maxQuantity: 1,
  questions: [],
};
const letters: CustomizationDefinition = {
  id: 15,
  name: 'LED Letters',
  type: 'text',
  price: 149,
  cityPrice: 179,
  maxQuantity: 20,
  questions: [{ choices: [], limit: 20 }],
};
const mocktails: CustomizationDefinition = {
  id: 21,
  name: 'Mocktails',
  type: 'multi_select',
  price: 599,
  cityPrice: 0,
  maxQuantity: 1,
  questions: [{ choices: ['Mojito', 'Lagoon', 'Cooler'], limit: 2 }],
};
const balloons: CustomizationDefinition = {
  id: 28,
  name: 'Balloons',
  type: 'quantity',
  price: 299,
  cityPrice: 0,
  maxQuantity: 10,
  questions: [],
};
const offered = new Map([photographer, letters, mocktails, balloons].map((d) => [d.id, d]));
const base: DraftPriceInput = {
  basePrice: 3000,
  quantity: 1,
  taskPercent: 0,
  customizationPercent: 0,
  deliveryCharges: 0,
  offered,
  requested: [],
};
const draft = (over: Partial<DraftPriceInput>) => priceDraft({ ...base, ...over });

describe('priceDraft', () => {
  it.each<[string, Partial<DraftPriceInput>, number]>([
    ['the experience alone', {}, 3000],
    ['two units and delivery', { quantity: 2, deliveryCharges: 99 }, 6099],
    ['a 10% date surge, rounded down', { basePrice: 2999, taskPercent: 10 }, 3298],
    ['a photographer', { requested: [{ customization_id: 1, quantity: 1 }] }, 5499],
    // 'A B C' cleans to 'ABC': 3 letters at the city price of 179.
    [
      'letters priced per character at the city price',
      { requested: [{ customization_id: 15, quantity: 1, answer: 'A B C' }] },
      3537,
    ],
    [
      'balloons × 3 with a 10% add-on surge',
      { customizationPercent: 10, requested: [{ customization_id: 28, quantity: 3 }] },
      3984,
    ],
    [
      'two mocktails',
      { requested: [{ customization_id: 21, quantity: 1, choices: ['Mojito', 'Cooler'] }] },
      3599,
    ],
  ])('%s totals %d', (_, over, amount) => {
    expect(draft(over).amount).toBe(amount);
  });

  it('reports the surge it added to the experience and to the add-ons', () => {
    const price = draft({
      basePrice: 1000,
      quantity: 2,
      taskPercent: 25,
      customizationPercent: 10,
      requested: [{ customization_id: 28, quantity: 2 }],
    });
    expect(price.experienceAmount).toBe(1250);
    expect(price.taskSurge).toBe(500);
    expect(price.customizations[0]).toMatchObject({ unit_price: 328, quantity: 2, amount: 656 });
    expect(price.customizationSurge).toBe(58);
    expect(price.amount).toBe(2500 + 656);
  });

  it('takes a text add-on quantity from the cleaned answer, not from the request', () => {
    const [line] = draft({
      requested: [{ customization_id: 15, quantity: 99, answer: ' Ri ya 🎉' }],
    }).customizations;
    expect(line).toMatchObject({ quantity: 4, answer: 'Riya', amount: 4 * 179 });
  });

  it.each<[string, CustomizationRequest[], string, string]>([
    [
      'an add-on the experience lacks',
      [{ customization_id: 99, quantity: 1 }],
      'customizations.0',
      'Add-on 99 is not offered with this experience',
    ],
    [
      'the same add-on twice',
      [
        { customization_id: 1, quantity: 1 },
        { customization_id: 1, quantity: 1 },
      ],
      'customizations.1',
      'Photographer is already added',
    ],
    [
      'a single-select add-on twice over',
      [{ customization_id: 1, quantity: 2 }],
      'customizations.0.quantity',
      'Photographer can be added once only',
    ],
    [
      'more than the most allowed',
      [{ customization_id: 28, quantity: 11 }],
      'customizations.0.quantity',
      'Balloons can be added at most 10 times',
    ],
    [
      'an empty text answer',
      [{ customization_id: 15, quantity: 1, answer: ' 🎉 ' }],
      'customizations.0.answer',
      'LED Letters needs an answer',
    ],
    [
      'a text answer over its limit',
      [{ customization_id: 15, quantity: 1, answer: 'A'.repeat(21) }],
      'customizations.0.answer',
      'LED Letters takes at most 20 characters',
    ],
    [
      'a choice that is not offered',
      [{ customization_id: 21, quantity: 1, choices: ['Cola'] }],
      'customizations.0.choices',
      'Cola is not a choice of Mocktails',
    ],
    [
      'more choices than the limit',
      [{ customization_id: 21, quantity: 1, choices: ['Mojito', 'Lagoon', 'Cooler'] }],
      'customizations.0.choices',
      'You can only select maximum 2',
    ],
    [
      'no choice at all',
      [{ customization_id: 21, quantity: 1, choices: [] }],
      'customizations.0.choices',
      'Choose at least one option of Mocktails',
    ],
  ])('refuses %s, naming the field', (_, requested, field, message) => {
    try {
      draft({ requested });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fields).toEqual({ [field]: message });
    }
  });

  it('always equals the product formula for quantity-type add-ons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 10 }),
        (basePrice, quantity, taskPercent, customizationPercent, deliveryCharges, balloonCount) => {
          const price = draft({
            basePrice,
            quantity,
            taskPercent,
            customizationPercent,
            deliveryCharges,
            requested: [{ customization_id: 28, quantity: balloonCount }],
          });
          const surged = Math.floor((basePrice * (100 + taskPercent)) / 100);
          const unit = Math.floor((299 * (100 + customizationPercent)) / 100);
          expect(price.amount).toBe(surged * quantity + deliveryCharges + unit * balloonCount);
        },
      ),
    );
  });
});
