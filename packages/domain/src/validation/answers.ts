export type QuestionId = number | string;

/** A booking question of order tracking (docs/product.md, "Booking questions"). */
export interface BookingQuestion {
  readonly question_id: QuestionId;
  readonly question: string;
  readonly mandatory?: boolean | number | null;
  /** Max selections or max characters. */
  readonly limit?: number | null;
  /** The server value the answer is prefilled from. */
  readonly value?: string | null;
  readonly ordered_address_id?: number | null;
}

export interface Answer {
  readonly id: QuestionId;
  /** Comma-joined for multi-select. */
  readonly value?: string | null;
  readonly ordered_address_id?: number | null;
}

export const CHOICE_SEPARATOR = ',';

export function joinChoices(choices: readonly string[]): string {
  return choices.join(CHOICE_SEPARATOR);
}

export function splitChoices(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(CHOICE_SEPARATOR)
    .map((choice) => choice.trim())
    .filter((choice) => choice.length > 0);
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}

export function sameQuestionId(a: QuestionId, b: QuestionId): boolean {
  return String(a) === String(b);
}
