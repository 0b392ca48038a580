import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { deliveryText, isServiceable, NOT_SERVICEABLE_CHARGE } from './delivery';

describe('deliveryText', () => {
  it.each([
    [0, 'free'],
    [49, 'For this pincode you have to pay delivery charge of ₹49'],
    [1500, 'For this pincode you have to pay delivery charge of ₹1,500'],
  ])('%d shows %j', (amount, text) => {
    expect(deliveryText(amount)).toBe(text);
  });

  it.each([-1, 2.5, Number.NaN])('rejects %d', (amount) => {
    expect(() => deliveryText(amount)).toThrow(DomainError);
  });
});

describe('isServiceable', () => {
  it.each([
    [NOT_SERVICEABLE_CHARGE, false],
    [-1, false],
    [-5, false],
    [Number.NaN, false],
    [0, true],
    [99, true],
  ])('charge %d is serviceable: %s', (charge, expected) => {
    expect(isServiceable(charge)).toBe(expected);
  });
});
