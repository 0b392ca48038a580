import { describe, expect, it } from 'vitest';
import { pincodeCityMessage } from '../validation/pincode';
import {
  initialPincodeState,
  PINCODE_TRANSITIONS,
  pincodeChecked,
  pincodeEdited,
  pincodeOfOtherCity,
} from './pincode-state';

const needed = initialPincodeState(1);
const served = pincodeChecked(pincodeEdited(needed, '110070'), {
  pincode: '110070',
  additional_delivery_charge: 99,
  error_message: '',
});

describe('pincode state', () => {
  it('declares what each outcome does to date selection and the pincode', () => {
    expect(PINCODE_TRANSITIONS).toEqual({
      served: { dateSelection: true, keepPincode: true },
      not_served: { dateSelection: false, keepPincode: false },
      wrong_city: { dateSelection: false, keepPincode: false },
      edited: { dateSelection: false, keepPincode: true },
    });
  });

  it.each([
    [-1, true, false],
    [0, false, true],
    [3, false, true],
  ])('pincode_category %d: date selection %s at once, pincode needed %s', (category, dateSelection, need) => {
    expect(initialPincodeState(category)).toMatchObject({ dateSelection, needed: need });
  });

  it.each([
    [0, 'free'],
    [99, 'For this pincode you have to pay delivery charge of ₹99'],
    [149, 'For this pincode you have to pay delivery charge of ₹149'],
  ])('a served pincode (charge %d) switches date selection on: %s', (charge, text) => {
    const state = pincodeChecked(needed, { pincode: '110017', additional_delivery_charge: charge });
    expect(state).toEqual({
      needed: true,
      pincode: '110017',
      typed: '110017',
      served: '110017',
      dateSelection: true,
      charge,
      deliveryText: text,
      error: '',
    });
  });

  it('a failed check (-1) switches date selection off and clears the pincode, leaving what was typed in the field', () => {
    const state = pincodeChecked(pincodeEdited(served, '201310'), {
      pincode: '201310',
      additional_delivery_charge: -1,
      error_message: 'This pincode is not serviceable.',
    });
    expect(state).toEqual({
      needed: true,
      pincode: '',
      typed: '201310',
      served: '',
      dateSelection: false,
      charge: null,
      deliveryText: '',
      error: 'This pincode is not serviceable.',
    });
    expect(pincodeChecked(served, { pincode: '1', additional_delivery_charge: -1 }).error).toBe(
      'This pincode is not serviceable.',
    );
  });

  it('a pincode of another city is cleared and keeps the message for the city picker', () => {
    const message = pincodeCityMessage('Mumbai', 'Delhi NCR');
    expect(pincodeOfOtherCity(served, message)).toMatchObject({
      pincode: '',
      typed: served.typed,
      dateSelection: false,
      error: message,
    });
  });

  it.each([
    ['11 00-70', '110070', true],
    [' 110 017 ', '110017', false],
    ['1100701', '110070', true],
    ['110071', '110071', false],
    ['', '', false],
  ])('typing %j keeps %j; date selection stays %s', (text, pincode, dateSelection) => {
    expect(pincodeEdited(served, text)).toMatchObject({ pincode, dateSelection });
  });

  it('with pincode_category -1 no event turns date selection off', () => {
    const none = initialPincodeState(-1);
    expect(pincodeChecked(none, { pincode: '201310', additional_delivery_charge: -1 }).dateSelection).toBe(
      true,
    );
    expect(pincodeOfOtherCity(none, 'x').dateSelection).toBe(true);
    expect(pincodeEdited(none, '1234').dateSelection).toBe(true);
  });
});
