import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answer, BookingQuestion } from './answers';
import { isBlank, joinChoices, splitChoices } from './answers';
import { missingMandatoryQuestions } from './mandatory';

const questions: BookingQuestion[] = [
  { question_id: 1, question: 'Name on cake', mandatory: true },
  { question_id: 2, question: 'Any message', mandatory: false },
  { question_id: 3, question: 'Delivery address', mandatory: 1, value: '12 MG Road' },
  { question_id: 4, question: 'Flavour', mandatory: 0 },
];

const ids = (list: BookingQuestion[]) => list.map((q) => q.question_id);

describe('missingMandatoryQuestions', () => {
  it.each<[string, Answer[], (number | string)[]]>([
    ['no answers: prefilled server value counts', [], [1]],
    ['answered', [{ id: 1, value: 'Riya' }], []],
    ['answer id as string', [{ id: '1', value: 'Riya' }], []],
    ['blank answer', [{ id: 1, value: '   ' }], [1]],
    ['null answer', [{ id: 1, value: null }], [1]],
    [
      'cleared prefilled answer',
      [
        { id: 1, value: 'Riya' },
        { id: 3, value: '' },
      ],
      [3],
    ],
    [
      'optional blanks do not count',
      [
        { id: 1, value: 'x' },
        { id: 2, value: '' },
        { id: 4, value: '' },
      ],
      [],
    ],
    [
      'prefilled answer given as null',
      [
        { id: 1, value: 'Riya' },
        { id: 3, value: null },
      ],
      [3],
    ],
    ['tab and newline are blank', [{ id: 1, value: '\t\n' }], [1]],
  ])('%s', (_label, answers, expected) => {
    expect(ids(missingMandatoryQuestions(questions, answers))).toEqual(expected);
  });

  it('reports exactly the mandatory questions without a non-blank answer', () => {
    const question = fc.record({
      mandatory: fc.boolean(),
      answer: fc.option(fc.string(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(question, { maxLength: 10 }), (specs) => {
        const list = specs.map((s, i) => ({ question_id: i, question: `Q${i}`, mandatory: s.mandatory }));
        const answers = specs.flatMap((s, i) => (s.answer === undefined ? [] : [{ id: i, value: s.answer }]));
        const expected = specs.flatMap((s, i) =>
          s.mandatory && (s.answer === undefined || s.answer.trim() === '') ? [i] : [],
        );
        expect(ids(missingMandatoryQuestions(list, answers))).toEqual(expected);
      }),
    );
  });
});

describe('answer helpers', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    [' a ', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['Red,Blue', ['Red', 'Blue']],
    ['Red, Blue ,', ['Red', 'Blue']],
    ['', []],
    [null, []],
  ])('splitChoices(%j) is %j', (value, expected) => {
    expect(splitChoices(value)).toEqual(expected);
  });

  it('joins multi-select values with commas', () => {
    expect(joinChoices(['Red', 'Blue'])).toBe('Red,Blue');
    expect(joinChoices([])).toBe('');
  });
});
