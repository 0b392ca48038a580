import { describe, expect, it } from 'vitest';
import { numberedList, ORDER_DETAILS_TITLE, orderDetailsMessage } from './order-details';

describe('order-details panel', () => {
  it('has the title the store shows', () => {
    expect(ORDER_DETAILS_TITLE).toBe('Please fill mandatory Order Details to complete your Booking!');
  });

  it.each([
    [[], []],
    [['Name on cake'], ['1. Name on cake']],
    [
      ['Name on cake', 'Delivery address', 'Flavour'],
      ['1. Name on cake', '2. Delivery address', '3. Flavour'],
    ],
  ])('numbers %j as %j', (items, expected) => {
    expect(numberedList(items)).toEqual(expected);
  });

  it.each([
    [[], undefined],
    [['Name on cake'], `${ORDER_DETAILS_TITLE}\n1. Name on cake`],
    [['A', 'B'], `${ORDER_DETAILS_TITLE}\n1. A\n2. B`],
  ])('message for %j is %j', (missing, expected) => {
    expect(orderDetailsMessage(missing)).toBe(expected);
  });
});
