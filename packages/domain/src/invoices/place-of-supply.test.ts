import { describe, expect, it } from 'vitest';
import { isGstin, isInvoiceDue, stateOfCity, stateOfGstin } from './place-of-supply';

describe('where a service is supplied', () => {
  it.each([
    ['mumbai', '27'],
    ['pune', '27'],
    ['bangalore', '29'],
    ['hyderabad', '36'],
    ['delhi-ncr', '07'],
  ])('%s is in state %s', (city, code) => {
    expect(stateOfCity(city)?.code).toBe(code);
  });

  it('knows no state for a city it has not been told of', () => {
    expect(stateOfCity('atlantis')).toBeUndefined();
  });
});

describe('GSTINs', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    ['27AAPFU0939F1ZW', false],
    ['27aapfu0939f1zv', false],
    ['27AAPFU0939F1Z', false],
  ])('%s is well formed: %s', (gstin, ok) => {
    expect(isGstin(gstin)).toBe(ok);
  });

  it('names the state a GSTIN is registered in', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra' });
  });
});

describe('which orders have earned a tax invoice', () => {
  it.each([
    ['pending_payment', 'online', false],
    ['placed', 'online', true],
    ['accepted', 'offline', true],
    ['completed', 'online', true],
    ['cancelled', 'online', false],
    ['refund_due', 'online', false],
    ['expired', 'online', false],
    ['placed', 'cod', false],
    ['completed', 'cod', true],
  ] as const)('%s, paid %s: %s', (state, method, due) => {
    expect(isInvoiceDue(state, method)).toBe(due);
  });
});
