import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingTextAnswer,
  droppedCharacters,
  keepPrintableLatin1,
  selectionTextAnswer,
  textLength,
  textLimit,
} from './text-answers';

// A hundred random strings of any code point: quick alone, but past vitest's 5 s on a busy 2-core CI box.
const PROPERTY_TIMEOUT_MS = 30_000;

describe('selectionTextAnswer', () => {
  it.each([
    ['Happy 🎂 birthday', undefined, { ok: true, value: 'Happy birthday' }],
    ['नमस्ते', undefined, { ok: true, value: 'नमस्ते' }],
    ['abcd', 3, { ok: false, reason: 'too_long', limit: 3 }],
    ['abc', 3, { ok: true, value: 'abc' }],
    ['abc😀', 3, { ok: true, value: 'abc' }],
    ['x'.repeat(10_000), undefined, { ok: true, value: 'x'.repeat(10_000) }],
    ['x'.repeat(10_001), undefined, { ok: false, reason: 'too_long', limit: 10_000 }],
    ['x'.repeat(10_001), 0, { ok: false, reason: 'too_long', limit: 10_000 }],
  ])('%j with limit %j -> %o', (text, limit, expected) => {
    expect(selectionTextAnswer(text, limit)).toEqual(expected);
  });
});

const withoutTypographicMarks = (text: string) =>
  text.replace(/[\u2010-\u2015\u2212\u2018\u2019\u201A\u201C-\u201E\u2026\u2022]/g, '');

describe('bookingTextAnswer and keepPrintableLatin1', () => {
  it.each([
    ['12, MG Road', '12, MG Road'],
    ['Flat 4B 🏠 Sector 5', 'Flat 4B Sector 5'],
    ['Café ñ', 'Café ñ'],
    ['नमस्ते Delhi', 'Delhi'],
    ['Line 1\nLine 2\t!', 'Line 1 Line 2 !'],
    ['€100', '100'],
    ['\u007F~', '\u007F~'],
    ['a\u001Fb c', 'ab c'],
    ['\u00FF\u0100', '\u00FF'],
  ])('%j keeps %j', (text, expected) => {
    expect(keepPrintableLatin1(text)).toBe(expected);
    expect(bookingTextAnswer(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['Riya – Karan', 'Riya - Karan'],
    ['9–11 pm—sharp', '9-11 pm-sharp'],
    ['It\u2019s \u201Cher\u201D day\u2026', 'It\'s "her" day...'],
    ['−5 \u2022 balloons', '-5 - balloons'],
  ])('%j keeps its dashes and quotes as plain ones: %j', (text, expected) => {
    expect(keepPrintableLatin1(text)).toBe(expected);
    expect(droppedCharacters(text)).toEqual([]);
  });

  it.each([
    ['Riya 🎂 Sharma 🎂🎈', ['🎂', '🎈']],
    ['नमस्ते Delhi', ['न', 'म', 'स', '्', 'त', 'े']],
    ['Line 1\nLine 2', []],
    ['Café – ok', []],
  ])('%j says it leaves out %j', (text, dropped) => {
    expect(droppedCharacters(text)).toEqual(dropped);
  });

  it.each([
    ['abcdef', 5, false],
    ['abcde', 5, true],
    ['abcde😀😀', 5, true],
  ])('%j within limit %d accepted: %s', (text, limit, ok) => {
    expect(bookingTextAnswer(text, limit).ok).toBe(ok);
  });

  it(
    'never keeps a character outside 32-255 and keeps every other character inside it, in order',
    () => {
      fc.assert(
        // Typographic marks become plain characters first (the table below); the rest as it is.
        fc.property(fc.string({ unit: 'binary' }).map(withoutTypographicMarks), (text) => {
          const kept = keepPrintableLatin1(text);
          for (const char of kept) {
            const code = char.codePointAt(0) ?? -1;
            expect(code >= 32 && code <= 255).toBe(true);
          }
          const expected = Array.from(text)
            .filter((c) => (c.codePointAt(0) ?? 0) >= 32 && (c.codePointAt(0) ?? 0) <= 255)
            .join('');
          // Only spaces may differ: those around a dropped character close up.
          expect(kept.replaceAll(' ', '')).toBe(expected.replaceAll(' ', ''));
          expect(kept.length).toBeLessThanOrEqual(expected.length + (text.match(/\s/gu)?.length ?? 0));
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('accepts exactly when the kept text is within the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, limit) => {
          const result = bookingTextAnswer(text, limit);
          const kept = keepPrintableLatin1(text);
          expect(result.ok).toBe(kept.length <= limit);
          if (result.ok) expect(result.value).toBe(kept);
        },
      ),
    );
  });
});

describe('textLength and textLimit', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['नमस्ते', 6],
  ])('textLength(%j) is %d', (text, expected) => {
    expect(textLength(text)).toBe(expected);
  });

  it.each([
    [undefined, 10_000],
    [null, 10_000],
    [0, 10_000],
    [250, 250],
    [2.5, 10_000],
  ])('textLimit(%j) is %d', (limit, expected) => {
    expect(textLimit(limit)).toBe(expected);
  });
});

describe('the gap a dropped character leaves', () => {
  it('closes up: no double or trailing space where an emoji was', () => {
    expect(keepPrintableLatin1('Riya 🎂 Sharma')).toBe('Riya Sharma');
    expect(keepPrintableLatin1('Riya 🎂')).toBe('Riya');
    expect(keepPrintableLatin1('🎂 Riya')).toBe('Riya');
    expect(keepPrintableLatin1('Happy🎂Birthday')).toBe('HappyBirthday');
    expect(keepPrintableLatin1('Happy 🎂🎈 🎉 Birthday')).toBe('Happy Birthday');
    expect(selectionTextAnswer('Riya 👩🏽‍💻 Sharma 🎂')).toEqual({ ok: true, value: 'Riya Sharma' });
  });

  it("keeps the customer's own spaces, and a line break becomes a space", () => {
    expect(keepPrintableLatin1('Riya ')).toBe('Riya ');
    expect(keepPrintableLatin1('Flat 12\nSector C')).toBe('Flat 12 Sector C');
    expect(selectionTextAnswer('राधा 🎂 Krishna')).toEqual({ ok: true, value: 'राधा Krishna' });
  });
});
