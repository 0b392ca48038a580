import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  type AskedQuestion,
  answerLimit,
  assertBookingAnswers,
  checkBookingAnswers,
  type GivenAnswer,
} from './check-answers';

// A hundred random strings of any code point: quick alone, but past vitest's 5 s on a busy 2-core CI box.
const PROPERTY_TIMEOUT_MS = 30_000;

const OCCASION: AskedQuestion = {
  question_id: 1,
  question: 'What is the occasion?',
  type: 'single_select',
  choices: ['Birthday', 'Anniversary', 'Proposal', 'Other'],
  mandatory: true,
  limit: null,
};
const NAME: AskedQuestion = {
  question_id: 2,
  question: 'Name to write on the decoration',
  type: 'text',
  choices: [],
  mandatory: false,
  limit: 30,
};
const COLOURS: AskedQuestion = {
  question_id: 3,
  question: 'Preferred colours',
  type: 'multi_select',
  choices: ['Red', 'Pink', 'Gold', 'Silver'],
  mandatory: false,
  limit: 2,
};
const ADDRESS: AskedQuestion = {
  question_id: 4,
  question: 'Delivery address',
  type: 'address',
  choices: [],
  mandatory: false,
  limit: 20,
};
const NOTES: AskedQuestion = {
  question_id: 5,
  question: 'Any special instructions?',
  type: 'text',
  choices: [],
  mandatory: false,
  limit: null,
};
const ALL = [OCCASION, NAME, COLOURS, ADDRESS, NOTES];

const accepted = (answers: GivenAnswer[], questions = ALL) => {
  const check = checkBookingAnswers(questions, answers);
  if (!check.ok) throw new Error(`refused: ${JSON.stringify(check)}`);
  return check.answers;
};
const refused = (answers: GivenAnswer[], questions = ALL) => {
  const check = checkBookingAnswers(questions, answers);
  if (check.ok) throw new Error('accepted');
  return check;
};

describe('checkBookingAnswers', () => {
  it('keeps the answers in question order, trimmed, multi-select comma-joined', () => {
    expect(
      accepted([
        { id: 3, value: 'Gold, Red' },
        { id: 2, value: '  Riya  ' },
        { id: 1, value: 'Birthday' },
        { id: 4, value: '12 MG Road', ordered_address_id: 7 },
      ]),
    ).toEqual([
      { question_id: 1, value: 'Birthday', ordered_address_id: null },
      { question_id: 2, value: 'Riya', ordered_address_id: null },
      { question_id: 3, value: 'Gold,Red', ordered_address_id: null },
      { question_id: 4, value: '12 MG Road', ordered_address_id: 7 },
    ]);
  });

  it.each<[string, GivenAnswer[]]>([
    ['no answers', []],
    ['a blank answer', [{ id: 1, value: '   ' }]],
    ['a null answer', [{ id: 1, value: null }]],
    ['an answer of emoji only', [{ id: 1, value: '🎂🎉' }]],
  ])('lists a mandatory question as missing with %s', (_, answers) => {
    expect(refused(answers)).toEqual({ ok: false, missing: [OCCASION], errors: {} });
  });

  it('drops characters outside code range 32-255 from text and address answers', () => {
    expect(
      accepted([
        { id: 1, value: 'Other' },
        { id: 2, value: 'Riya 💖 रिया é\n' },
        { id: 4, value: 'Flat 2🏠, Café Lane' },
      ]),
    ).toEqual([
      { question_id: 1, value: 'Other', ordered_address_id: null },
      { question_id: 2, value: 'Riya é', ordered_address_id: null },
      { question_id: 4, value: 'Flat 2, Café Lane', ordered_address_id: null },
    ]);
  });

  it('checks the limit after cleaning: emoji do not count, characters do', () => {
    const thirty = 'a'.repeat(30);
    expect(
      accepted([
        { id: 1, value: 'Other' },
        { id: 2, value: `${thirty}🎉🎉` },
      ])[1]?.value,
    ).toBe(thirty);
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 2, value: `${thirty}b` },
      ]).errors,
    ).toEqual({
      'booking_questions.2': 'Name to write on the decoration takes at most 30 characters',
    });
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 4, value: 'x'.repeat(21) },
      ]).errors,
    ).toEqual({
      'booking_questions.4': 'Delivery address takes at most 20 characters',
    });
  });

  it('lets a text answer without a limit run to 10000 characters and no further', () => {
    const base = [{ id: 1, value: 'Other' }];
    expect(accepted([...base, { id: 5, value: 'x'.repeat(10_000) }])).toHaveLength(2);
    expect(refused([...base, { id: 5, value: 'x'.repeat(10_001) }]).errors['booking_questions.5']).toBe(
      'Any special instructions? takes at most 10000 characters',
    );
  });

  it('keeps multi-select to its limit, or to the number of choices when it has none', () => {
    const base = [{ id: 1, value: 'Other' }];
    expect(refused([...base, { id: 3, value: 'Red,Pink,Gold' }]).errors).toEqual({
      'booking_questions.3': 'You can only select maximum 2',
    });
    const open = { ...COLOURS, limit: null };
    expect(accepted([...base, { id: 3, value: 'Red,Pink,Gold,Silver' }], [OCCASION, open])[1]?.value).toBe(
      'Red,Pink,Gold,Silver',
    );
    expect(answerLimit(open)).toBe(4);
    expect(refused([...base, { id: 3, value: 'Red,Red' }]).errors['booking_questions.3']).toBe(
      'A choice of Preferred colours is repeated',
    );
  });

  it('refuses choices that are not in the list', () => {
    expect(refused([{ id: 1, value: 'Wedding' }]).errors).toEqual({
      'booking_questions.1': 'Wedding is not a choice of What is the occasion?',
    });
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 3, value: 'Red,Blue' },
      ]).errors,
    ).toEqual({
      'booking_questions.3': 'Blue is not a choice of Preferred colours',
    });
    // A single-select answer is one choice: a comma-joined pair is not in the list.
    expect(refused([{ id: 1, value: 'Birthday,Other' }]).errors['booking_questions.1']).toBe(
      'Birthday,Other is not a choice of What is the occasion?',
    );
  });

  it('refuses unknown question ids, repeated answers and an address id on a non-address question', () => {
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 99, value: 'x' },
      ]).errors,
    ).toEqual({
      'booking_questions.99': 'Question 99 is not asked for this booking',
    });
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 1, value: 'Birthday' },
      ]).errors,
    ).toEqual({ 'booking_questions.1': 'What is the occasion? is answered twice' });
    expect(
      refused([
        { id: 1, value: 'Other' },
        { id: 2, value: 'Riya', ordered_address_id: 3 },
      ]).errors,
    ).toEqual({
      'booking_questions.2': 'Name to write on the decoration does not take an address',
    });
  });

  it('reports a bad answer to a mandatory question as its error, not as missing', () => {
    expect(refused([{ id: 1, value: 'Wedding' }]).missing).toEqual([]);
  });

  it(
    'never lets a character outside 32-255 through, whatever the text',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
          const check = checkBookingAnswers([{ ...NOTES, mandatory: false }], [{ id: 5, value: text }]);
          if (!check.ok) return false;
          return check.answers.every((a) =>
            [...a.value].every((c) => (c.codePointAt(0) ?? 0) >= 32 && (c.codePointAt(0) ?? 0) <= 255),
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('assertBookingAnswers', () => {
  it('is the order-details 400 naming each missing question', () => {
    const error = (() => {
      try {
        assertBookingAnswers(ALL, [{ id: 2, value: 'Riya' }]);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please fill mandatory Order Details to complete your Booking!',
      fields: { 'booking_questions.1': 'What is the occasion?' },
    });
  });

  it('takes its message from the first error when nothing is missing', () => {
    expect(() => assertBookingAnswers(ALL, [{ id: 1, value: 'Wedding' }])).toThrow(
      'Wedding is not a choice of What is the occasion?',
    );
  });

  it('returns the cleaned answers when all is well', () => {
    expect(assertBookingAnswers(ALL, [{ id: 1, value: ' Proposal ' }])).toEqual([
      { question_id: 1, value: 'Proposal', ordered_address_id: null },
    ]);
  });
});
