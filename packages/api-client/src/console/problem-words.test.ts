import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldProblem, problemInWords } from './problem-words';

describe("a refusal's fields in words", () => {
  it.each([
    ['refund_percent', 'Refund percent'],
    ['city_id', 'City'],
    ['to', 'To'],
    ['answers.0.answer', 'Answers 0 answer'],
  ])('%s reads as %s', (field, label) => expect(fieldLabel(field)).toBe(label));

  it.each([
    ['refund_percent', 'refund_percent must be at most 100', 'Refund percent must be at most 100'],
    ['refund_percent', 'Invalid input: expected number, received null', 'Refund percent must be a number'],
    ['reason', 'Invalid input: expected string, received undefined', 'Reason is required'],
    ['reason', 'reason must say why (3 characters or more)', 'Reason must say why (3 characters or more)'],
    ['to', 'to must be on or after from', 'To must be on or after from'],
    ['valid_until', 'valid_until must be after valid_from', 'Valid until must be after valid from'],
    [
      'channel',
      'the customer cannot be reached by WhatsApp',
      'Channel: the customer cannot be reached by WhatsApp',
    ],
    ['amount', 'Too big: expected number to be <=50000', 'Amount must be at most 50000'],
  ])('%s: "%s" reads "%s"', (field, text, words) => expect(fieldProblem(field, text)).toBe(words));

  it("replaces the API's raw message, keeps a refusal's own words", () => {
    expect(
      problemInWords('Invalid refund_percent: refund_percent must be at most 100', {
        refund_percent: 'refund_percent must be at most 100',
      }),
    ).toEqual({
      message: 'Please check: Refund percent must be at most 100.',
      fields: { refund_percent: 'Refund percent must be at most 100' },
    });
    expect(problemInWords('This booking can no longer be cancelled.', {})).toEqual({
      message: 'This booking can no longer be cancelled.',
      fields: {},
    });
    expect(
      problemInWords('Not sent: the customer cannot be reached by SMS', {
        channel: 'the customer cannot be reached by SMS',
      }).message,
    ).toBe('Not sent: the customer cannot be reached by SMS');
  });
});
