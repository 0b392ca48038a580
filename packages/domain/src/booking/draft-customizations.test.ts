import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CustomizationChange,
  type CustomizationSpec,
  changeDraftCustomization,
  type DraftCustomization,
} from './draft-customizations';

const cake: CustomizationSpec = { customization_id: 3, type: 'single_select', quantity: 1, questions: [] };
const balloons: CustomizationSpec = { customization_id: 28, type: 'quantity', quantity: 10, questions: [] };
const letters: CustomizationSpec = {
  customization_id: 15,
  type: 'text',
  quantity: 20,
  questions: [{ choices: [], limit: 20 }],
};
const board: CustomizationSpec = {
  customization_id: 16,
  type: 'text',
  quantity: 20_000,
  questions: [{ choices: [], limit: null }],
};
const mocktails: CustomizationSpec = {
  customization_id: 21,
  type: 'multi_select',
  quantity: 1,
  questions: [{ choices: ['Mojito', 'Lagoon', 'Cooler'], limit: 2 }],
};
const props: CustomizationSpec = {
  customization_id: 27,
  type: 'multi_select',
  quantity: 1,
  questions: [{ choices: ['Hats', 'Masks'], limit: null }],
};

const apply = (spec: CustomizationSpec, changes: CustomizationChange[], start: DraftCustomization[] = []) =>
  changes.reduce<{ lines: DraftCustomization[]; error?: string }>(
    (r, c) => changeDraftCustomization(r.lines, spec, c),
    {
      lines: start,
    },
  );

describe('add-on lines of a booking draft', () => {
  it.each<[string, CustomizationSpec, CustomizationChange[], DraftCustomization[], string | undefined]>([
    ['single-select added', cake, [{ kind: 'add' }], [{ customization_id: 3, quantity: 1 }], undefined],
    [
      'single-select not added twice',
      cake,
      [{ kind: 'add' }, { kind: 'add' }],
      [{ customization_id: 3, quantity: 1 }],
      undefined,
    ],
    [
      'single-select stops at 1',
      cake,
      [{ kind: 'add' }, { kind: 'step', delta: 1 }],
      [{ customization_id: 3, quantity: 1 }],
      undefined,
    ],
    [
      'single-select decreasing from 1 removes',
      cake,
      [{ kind: 'add' }, { kind: 'step', delta: -1 }],
      [],
      undefined,
    ],
    [
      'quantity steps up to its maximum',
      balloons,
      [{ kind: 'add' }, ...Array(12).fill({ kind: 'step', delta: 1 })],
      [{ customization_id: 28, quantity: 10 }],
      undefined,
    ],
    [
      'quantity down to 0 removes',
      balloons,
      [
        { kind: 'step', delta: 1 },
        { kind: 'step', delta: 1 },
        { kind: 'step', delta: -1 },
        { kind: 'step', delta: -1 },
      ],
      [],
      undefined,
    ],
    ['remove', balloons, [{ kind: 'add' }, { kind: 'remove' }], [], undefined],
    ['text waits for its answer', letters, [{ kind: 'add' }], [], undefined],
    [
      'text: emoji and spaces stripped, length is quantity',
      letters,
      [{ kind: 'answer', text: 'Riya 🎉 K' }],
      [{ customization_id: 15, quantity: 5, answer: 'Riya K' }],
      undefined,
    ],
    [
      'text: empty answer removes',
      letters,
      [
        { kind: 'answer', text: 'Riya' },
        { kind: 'answer', text: ' 🎂 ' },
      ],
      [],
      undefined,
    ],
    [
      'text: longer than the question limit is not accepted',
      letters,
      [
        { kind: 'answer', text: 'Riya' },
        { kind: 'answer', text: 'A'.repeat(21) },
      ],
      [{ customization_id: 15, quantity: 4, answer: 'Riya' }],
      'You can only enter up to 20 characters',
    ],
    [
      'text: the default limit is 10000, emoji not counted',
      board,
      [{ kind: 'answer', text: `${'A'.repeat(10_000)}😀` }],
      [{ customization_id: 16, quantity: 10_000, answer: 'A'.repeat(10_000) }],
      undefined,
    ],
    [
      'text: 10001 characters are not accepted',
      board,
      [{ kind: 'answer', text: 'A'.repeat(10_001) }],
      [],
      'You can only enter up to 10000 characters',
    ],
    [
      'multi-select: choices up to the limit',
      mocktails,
      [
        { kind: 'choice', option: 'Mojito' },
        { kind: 'choice', option: 'Lagoon' },
        { kind: 'choice', option: 'Cooler' },
      ],
      [{ customization_id: 21, quantity: 1, choices: ['Mojito', 'Lagoon'] }],
      'You can only select maximum 2',
    ],
    [
      'multi-select: choosing a chosen option removes it, none left removes the add-on',
      mocktails,
      [
        { kind: 'choice', option: 'Mojito' },
        { kind: 'choice', option: 'Mojito' },
      ],
      [],
      undefined,
    ],
    [
      'multi-select without a limit takes every choice',
      props,
      [
        { kind: 'choice', option: 'Hats' },
        { kind: 'choice', option: 'Masks' },
      ],
      [{ customization_id: 27, quantity: 1, choices: ['Hats', 'Masks'] }],
      undefined,
    ],
  ])('%s', (_, spec, changes, lines, error) => {
    const result = apply(spec, changes);
    expect(result.lines).toEqual(lines);
    expect(result.error).toBe(error);
  });

  it.each<[string, CustomizationSpec, CustomizationChange[], DraftCustomization[]]>([
    [
      'text: steps do not change a quantity that is the answer length',
      letters,
      [
        { kind: 'answer', text: 'Jo' },
        { kind: 'step', delta: 1 },
      ],
      [{ customization_id: 15, quantity: 2, answer: 'Jo' }],
    ],
    ['text: no step adds an add-on without an answer', letters, [{ kind: 'step', delta: 1 }], []],
    ['multi-select: no step adds it without a choice', mocktails, [{ kind: 'step', delta: 1 }], []],
    [
      'multi-select: stepping down removes it',
      mocktails,
      [
        { kind: 'choice', option: 'Mojito' },
        { kind: 'step', delta: -1 },
      ],
      [],
    ],
  ])('%s', (_, spec, changes, lines) => {
    expect(apply(spec, changes).lines).toEqual(lines);
  });

  it('leaves the other add-ons alone', () => {
    const start: DraftCustomization[] = [{ customization_id: 3, quantity: 1 }];
    expect(apply(letters, [{ kind: 'answer', text: 'Jo' }], start).lines).toEqual([
      { customization_id: 3, quantity: 1 },
      { customization_id: 15, quantity: 2, answer: 'Jo' },
    ]);
  });

  it('never holds an add-on twice, a single-select above 1 or a multi-select above its maximum', () => {
    const specs = [cake, balloons, letters, mocktails];
    const change = fc.oneof(
      fc.constant<CustomizationChange>({ kind: 'add' }),
      fc.constant<CustomizationChange>({ kind: 'remove' }),
      fc.constantFrom(-1, 1).map<CustomizationChange>((delta) => ({ kind: 'step', delta })),
      fc
        .string({ unit: fc.constantFrom('a', ' ', '😀', 'B'), maxLength: 25 })
        .map<CustomizationChange>((text) => ({
          kind: 'answer',
          text,
        })),
      fc
        .constantFrom('Mojito', 'Lagoon', 'Cooler')
        .map<CustomizationChange>((option) => ({ kind: 'choice', option })),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...specs), change), { maxLength: 40 }), (steps) => {
        let lines: DraftCustomization[] = [];
        for (const [spec, c] of steps) {
          if (c.kind === 'choice' && spec.type !== 'multi_select') continue;
          if (c.kind === 'answer' && spec.type !== 'text') continue;
          lines = changeDraftCustomization(lines, spec, c).lines;
          const ids = lines.map((l) => l.customization_id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const line of lines) expect(line.quantity).toBeGreaterThan(0);
          expect(lines.find((l) => l.customization_id === 3)?.quantity ?? 1).toBe(1);
          expect((lines.find((l) => l.customization_id === 21)?.choices ?? []).length).toBeLessThanOrEqual(2);
          const text = lines.find((l) => l.customization_id === 15);
          if (text) expect(text.quantity).toBe(Array.from((text.answer ?? '').replace(/\s/g, '')).length);
        }
      }),
    );
  });
});
