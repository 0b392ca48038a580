import { describe, expect, it } from 'vitest';
import { quotedCustomerWords } from './customer-words';

describe('quotedCustomerWords', () => {
  it('quotes a name as it was typed', () => {
    expect(quotedCustomerWords('  Asha  Verma ')).toBe('“Asha Verma”');
    expect(quotedCustomerWords('माँ')).toBe('“माँ”');
  });

  it('drops anything that reads as a link, and angle brackets and line breaks', () => {
    expect(quotedCustomerWords('Asha, claim at https://win.example/x?y=1')).toBe('“Asha, claim at”');
    expect(quotedCustomerWords('Asha www.win-big.example')).toBe('“Asha”');
    expect(quotedCustomerWords('Asha win-big.example/claim')).toBe('“Asha”');
    expect(quotedCustomerWords('Asha <b>\nhi')).toBe('“Asha b hi”');
  });

  it('is nothing when nothing but a link or marks is left, and short when long', () => {
    expect(quotedCustomerWords('bit.ly/free')).toBeNull();
    expect(quotedCustomerWords(' -- ')).toBeNull();
    expect(quotedCustomerWords('a'.repeat(50), 10)).toBe(`“${'a'.repeat(9)}…”`);
  });
});
