import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BookingElement, type BookingProgress, NEXT_ELEMENT_ORDER, nextElement } from './next-element';

describe('the element shown next', () => {
  it('declares the order per kind', () => {
    expect(NEXT_ELEMENT_ORDER).toEqual({
      courier: ['pincode', 'book_now'],
      dated: ['pincode', 'date_slot', 'book_now'],
    });
  });

  it.each<[string, BookingProgress, BookingElement]>([
    ['courier, no pincode yet', { kind: 'courier', pincodeCategory: 1, pincodeServed: false }, 'pincode'],
    ['courier, pincode served', { kind: 'courier', pincodeCategory: 1, pincodeServed: true }, 'book_now'],
    [
      'courier needing no pincode',
      { kind: 'courier', pincodeCategory: -1, pincodeServed: false },
      'book_now',
    ],
    ['dated, no pincode yet', { kind: 'dated', pincodeCategory: 2, pincodeServed: false }, 'pincode'],
    [
      'dated, served, nothing picked',
      { kind: 'dated', pincodeCategory: 2, pincodeServed: true },
      'date_slot',
    ],
    [
      'dated, served, date only',
      { kind: 'dated', pincodeCategory: 2, pincodeServed: true, date: '2026-12-05', slotId: null },
      'date_slot',
    ],
    [
      'dated, served, date and slot',
      { kind: 'dated', pincodeCategory: 2, pincodeServed: true, date: '2026-12-05', slotId: 141 },
      'book_now',
    ],
    [
      'pincode_category -1: date selection at once',
      { kind: 'dated', pincodeCategory: -1, pincodeServed: false },
      'date_slot',
    ],
    [
      'a slot without a pincode still asks for the pincode',
      { kind: 'dated', pincodeCategory: 2, pincodeServed: false, date: '2026-12-05', slotId: 141 },
      'pincode',
    ],
  ])('%s -> %s', (_, progress, element) => {
    expect(nextElement(progress)).toBe(element);
  });

  it('a courier order never asks for a date and slot', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 5 }), fc.boolean(), (pincodeCategory, pincodeServed) => {
        expect(nextElement({ kind: 'courier', pincodeCategory, pincodeServed })).not.toBe('date_slot');
      }),
    );
  });
});
