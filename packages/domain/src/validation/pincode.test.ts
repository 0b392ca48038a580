import { describe, expect, it } from 'vitest';
import { isValidPincode, pincodeCityError, pincodeCityMessage } from './pincode';

describe('pincode city check', () => {
  it('builds the message the store shows', () => {
    expect(pincodeCityMessage('Mumbai', 'Pune')).toBe(
      "This pincode is for Mumbai, but you've selected Pune. Please change your city.",
    );
  });

  it.each([
    [{ id: 1, name: 'Delhi NCR' }, { id: 1, name: 'Delhi NCR' }, undefined],
    [
      { id: 2, name: 'Mumbai' },
      { id: 1, name: 'Delhi NCR' },
      "This pincode is for Mumbai, but you've selected Delhi NCR. Please change your city.",
    ],
    [
      { id: 1, name: 'Delhi NCR' },
      { id: 3, name: 'Bengaluru' },
      "This pincode is for Delhi NCR, but you've selected Bengaluru. Please change your city.",
    ],
  ])('pincode city %o with selected city %o -> %j', (pincodeCity, selected, expected) => {
    expect(pincodeCityError(pincodeCity, selected)).toBe(expected);
  });

  it.each([
    ['110001', true],
    ['400050', true],
    ['011001', false],
    ['11000', false],
    ['1100011', false],
    ['11000a', false],
    [' 110001', false],
  ])('isValidPincode(%j) is %s', (value, expected) => {
    expect(isValidPincode(value)).toBe(expected);
  });
});
