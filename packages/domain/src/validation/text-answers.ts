import { TEXT_ANSWER_LIMIT } from '../constants';
import { replaceEmoji } from './emoji';

export type TextAnswerResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'too_long'; readonly limit: number };

export const MIN_TEXT_CODE = 32;
export const MAX_TEXT_CODE = 255;

/** Length in characters (code points), not UTF-16 units. */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

export function textLimit(limit: number | null | undefined): number {
  return limit != null && Number.isInteger(limit) && limit > 0 ? limit : TEXT_ANSWER_LIMIT;
}

function withinLimit(value: string, limit: number | null | undefined): TextAnswerResult {
  const max = textLimit(limit);
  return textLength(value) > max ? { ok: false, reason: 'too_long', limit: max } : { ok: true, value };
}

// Marks from Unicode's private use area: never in text a customer types, never in what is kept.
const DROPPED = '\uE000';
const BREAK = '\uE001';
// A run of spaces around what was dropped; a run with no dropped character is the customer's own.
const AROUND_DROPPED = /[ \uE000\uE001]*[\uE000\uE001][ \uE000\uE001]*/g;

/**
 * Closes up the gaps dropped characters (marked DROPPED, or BREAK for a line break) leave: "Riya 🎂
 * Sharma" is "Riya Sharma", not two spaces, and "Riya 🎂" is "Riya", not a trailing space.
 */
function closeGaps(marked: string): string {
  return marked.replace(AROUND_DROPPED, (run, offset: number) => {
    if (offset === 0 || offset + run.length === marked.length) return '';
    return /[ \uE001]/.test(run) ? ' ' : '';
  });
}

/**
 * Marks phones and word processors put in for the customer's own (a dash after a space, curly
 * quotes, three dots): outside 32-255, they would be dropped, so "Riya – Karan" lost its dash. They
 * become the plain characters they stand for.
 */
const TYPOGRAPHIC: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2026': '...',
  '\u2022': '-',
};
const TYPOGRAPHIC_MARK = /[\u2010-\u2015\u2212\u2018\u2019\u201A\u201C-\u201E\u2026\u2022]/g;

function plainMarks(text: string): string {
  return text.replace(TYPOGRAPHIC_MARK, (mark) => TYPOGRAPHIC[mark] ?? mark);
}

const isKept = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code >= MIN_TEXT_CODE && code <= MAX_TEXT_CODE;
};

/**
 * What keepPrintableLatin1 would leave out of a text, each character once (a line break or tab is
 * not: it becomes a space): for the field to say so before the answer is saved.
 */
export function droppedCharacters(text: string): string[] {
  const dropped = new Set<string>();
  for (const char of plainMarks(text)) if (!isKept(char) && !/\s/u.test(char)) dropped.add(char);
  return [...dropped];
}

/**
 * Drops every character outside code range 32-255 (emoji, non-Latin scripts) once dashes, curly
 * quotes and the like are plain; a line break or tab becomes a space; the gaps close up.
 */
export function keepPrintableLatin1(text: string): string {
  let kept = '';
  for (const char of plainMarks(text)) {
    if (isKept(char)) kept += char;
    else kept += /\s/u.test(char) ? BREAK : DROPPED;
  }
  return closeGaps(kept);
}

/** Text without its emoji, the gaps closed up (as typed into a text add-on, keystroke by keystroke). */
export function withoutEmoji(text: string): string {
  return closeGaps(replaceEmoji(text, DROPPED));
}

/** Selection-question text: emoji stripped (the gaps closed up), then refused when longer than the limit. */
export function selectionTextAnswer(text: string, limit?: number | null): TextAnswerResult {
  return withinLimit(withoutEmoji(text), limit);
}

/** Booking-question text and address answers. */
export function bookingTextAnswer(text: string, limit?: number | null): TextAnswerResult {
  return withinLimit(keepPrintableLatin1(text), limit);
}
