import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, errorStatus, isErrorCode } from './catalogue';
import { DomainError, isDomainError, validationError } from './domain-error';

describe('error catalogue', () => {
  it.each([
    ['VALIDATION_FAILED', 400, 'Bad Request'],
    ['NO_TOKEN', 401, 'No Token supplied.'],
    ['UNAUTHORIZED', 401, 'Please log in to continue.'],
    ['FORBIDDEN', 403, 'You are not allowed to do this.'],
    ['NOT_FOUND', 404, 'Not found.'],
    ['SLOT_FULL', 400, 'This slot is full. Please choose another slot.'],
    ['FEEDBACK_ALREADY_GIVEN', 400, 'You have already shared your feedback for this booking.'],
    ['ORDER_STATE', 409, 'This order cannot make this change in its state.'],
    ['REFUND_IN_PROGRESS', 409, 'A refund of this order is on its way: wait for it to settle.'],
    ['ALREADY_PAID', 409, 'This order is already paid.'],
    ['MOBILE_MISSING', 412, 'Mobile field is missing'],
    ['MOBILE_NOT_VERIFIED', 412, 'Mobile is not verified'],
    ['RATE_LIMITED', 429, 'Too many requests.'],
    ['INTERNAL', 500, 'Server Error'],
  ] as const)('%s is %i with %j', (code, status, message) => {
    expect(errorStatus(code)).toBe(status);
    expect(ERROR_CATALOGUE[code].message).toBe(message);
  });

  it('gives every code a 4xx or 5xx status and a non-empty message', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERROR_CATALOGUE[code];
      expect(status >= 400 && status < 600).toBe(true);
      expect(message.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['SLOT_FULL', true],
    ['INTERNAL', true],
    ['toString', false],
    ['slot_full', false],
    [42, false],
    [undefined, false],
  ])('isErrorCode(%j) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});

describe('DomainError', () => {
  it('takes status and default message from the catalogue', () => {
    const error = new DomainError('NOT_FOUND');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Not found.');
    expect(error.fields).toBeUndefined();
  });

  it('keeps a custom message and field errors', () => {
    const error = new DomainError('VALIDATION_FAILED', 'Quantity is wrong', {
      quantity: 'must be 1 or more',
    });
    expect(error.message).toBe('Quantity is wrong');
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ quantity: 'must be 1 or more' });
  });

  it('builds validation errors with fields', () => {
    const error = validationError({ email: 'is not valid' });
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Bad Request');
    expect(error.fields).toEqual({ email: 'is not valid' });
  });

  it.each([
    [new DomainError('INTERNAL'), true],
    [new Error('x'), false],
    [{ code: 'INTERNAL', status: 500 }, false],
  ])('isDomainError(%o) is %s', (value, expected) => {
    expect(isDomainError(value)).toBe(expected);
  });
});
