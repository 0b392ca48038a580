import { TEXT_ANSWER_LIMIT } from '../constants';
import { stripEmoji } from './emoji';

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

/** Drops every character outside code range 32-255: emoji, non-Latin scripts, and also line breaks. */
export function keepPrintableLatin1(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= MIN_TEXT_CODE && code <= MAX_TEXT_CODE) kept += char;
  }
  return kept;
}

/** Selection-question text: emoji stripped, then refused when longer than the limit. */
export function selectionTextAnswer(text: string, limit?: number | null): TextAnswerResult {
  return withinLimit(stripEmoji(text), limit);
}

/** Booking-question text and address answers. */
export function bookingTextAnswer(text: string, limit?: number | null): TextAnswerResult {
  return withinLimit(keepPrintableLatin1(text), limit);
}
