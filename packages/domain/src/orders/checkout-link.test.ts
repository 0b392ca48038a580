import { describe, expect, it } from 'vitest';
import { maskedCustomer } from './checkout-link';

describe('maskedCustomer', () => {
  it.each<[string, string | null, string]>([
    ['Ravi', '9876543221', 'Ravi (98******21)'],
    ['  Ravi ', null, 'Ravi'],
    ['', '9876543221', 'another customer (98******21)'],
    ['Asha', '123', 'Asha'],
  ])('%s, %s → %s', (name, mobile, shown) => {
    expect(maskedCustomer(name, mobile)).toBe(shown);
  });
});
