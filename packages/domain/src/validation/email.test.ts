import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['riya@example.com', true],
    ['a@b.c', true],
    ['first.last+tag@mail.co.in', true],
    ['riya@example', false],
    ['@example.com', false],
    ['riya@.com', false],
    ['riya@x.y.com', true],
    ['riya@example.', false],
    ['riya example@x.com', false],
    ['riya@exa mple.com', false],
    ['', false],
    ['riya.example.com', false],
  ])('%j is valid: %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  const part = fc.string({ unit: fc.constantFrom('a', 'z', '0', '-', '_', '+', '.'), minLength: 1 });

  it('accepts any non-space text, @, non-space text, dot, non-space text', () => {
    fc.assert(
      fc.property(part, part, part, (a, b, c) => {
        expect(isValidEmail(`${a}@${b}.${c}`)).toBe(true);
      }),
    );
  });

  it('refuses any address with whitespace in it', () => {
    fc.assert(
      fc.property(part, part, fc.constantFrom(' ', '\t', '\n'), (a, b, space) => {
        expect(isValidEmail(`${a}${space}@${b}.in`)).toBe(false);
        expect(isValidEmail(`${a}@${b}${space}.in`)).toBe(false);
      }),
    );
  });
});
