import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripEmoji } from './emoji';

/** Text with an emoji is text that stripping changes. */
const containsEmoji = (text: string) => stripEmoji(text) !== text;

// A hundred random strings of any code point: quick alone, but past vitest's 5 s on a busy 2-core CI box.
const PROPERTY_TIMEOUT_MS = 30_000;

describe('stripEmoji', () => {
  it.each([
    ['hi 😀 there', 'hi  there'],
    ['👍🏽ok', 'ok'],
    ['👨‍👩‍👧 family', ' family'],
    ['🇮🇳 India', ' India'],
    ['1️⃣ one', ' one'],
    ['❤️ love', ' love'],
    ['🏳️‍🌈x', 'x'],
    ['Happy birthday!', 'Happy birthday!'],
    ['© 2024 ®', '© 2024 ®'],
    ['नमस्ते क्‍ष', 'नमस्ते क्‍ष'],
    ['Price 1,999 #1 *', 'Price 1,999 #1 *'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(stripEmoji(text)).toBe(expected);
  });

  it.each([
    ['a😀', true],
    ['plain', false],
  ])('containsEmoji(%j) is %s', (text, expected) => {
    expect(containsEmoji(text)).toBe(expected);
  });

  const emoji = fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇮🇳', '❤️', '🎂', '🎉', '✨', '1️⃣');
  // No joiner here: a joiner between two emoji really does make one emoji sequence.
  const plain = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '7', ',', 'é', 'न', '©') });

  it('removes every inserted emoji and keeps the text around it', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, emoji)), plain, (pairs, last) => {
        const text = pairs.map(([p, e]) => p + e).join('') + last;
        const expected = pairs.map(([p]) => p).join('') + last;
        expect(stripEmoji(text)).toBe(expected);
      }),
    );
  });

  it(
    'is idempotent and leaves no pictograph above Latin-1',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          const once = stripEmoji(text);
          expect(stripEmoji(once)).toBe(once);
          const pictographs = Array.from(once).filter((c) => /\p{Extended_Pictographic}/u.test(c));
          expect(pictographs.every((c) => (c.codePointAt(0) ?? 0) <= 0xff)).toBe(true);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
