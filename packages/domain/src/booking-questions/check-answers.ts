import { DomainError, type FieldErrors } from '../errors/domain-error';
import { joinChoices, splitChoices } from '../validation/answers';
import { maxSelectionMessage, multiSelectMax } from '../validation/multi-select';
import { ORDER_DETAILS_TITLE } from '../validation/order-details';
import { keepPrintableLatin1, textLength, textLimit } from '../validation/text-answers';

export const BOOKING_QUESTION_KINDS = ['text', 'single_select', 'multi_select', 'address'] as const;
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number];

/** A booking question as checkout asks it (docs/product.md, "Booking questions"). */
export interface AskedQuestion {
  readonly question_id: number;
  readonly question: string;
  readonly type: BookingQuestionKind;
  readonly choices: readonly string[];
  readonly mandatory: boolean;
  /** Max characters (text, address) or max selections (multi_select); null: the default. */
  readonly limit: number | null;
}

/** An answer as the client sends it: multi-select values are comma-joined. */
export interface GivenAnswer {
  readonly id: number;
  readonly value?: string | null | undefined;
  readonly ordered_address_id?: number | null | undefined;
}

/** An answer fit to store: cleaned, within its limit, one of the choices. */
export interface CleanAnswer {
  readonly question_id: number;
  readonly value: string;
  readonly ordered_address_id: number | null;
}

export type AnswerCheck =
  | { readonly ok: true; readonly answers: CleanAnswer[] }
  | {
      readonly ok: false;
      /** Mandatory questions left empty, in the order they are asked. */
      readonly missing: AskedQuestion[];
      /** Per-question errors keyed `booking_questions.{id}`. */
      readonly errors: FieldErrors;
    };

/** The most characters or selections a question takes (text answers default to 10000). */
export function answerLimit(question: AskedQuestion): number {
  switch (question.type) {
    case 'single_select':
      return 1;
    case 'multi_select':
      return multiSelectMax(question.limit, question.choices.length);
    default:
      return textLimit(question.limit);
  }
}

export const answerField = (questionId: number | string): string => `booking_questions.${questionId}`;

type Cleaned = { value: string } | { error: string };

// Text and address answers lose every character outside code range 32-255 (docs/product.md,
// "Booking questions").
function cleaned(question: AskedQuestion, raw: string): Cleaned {
  const text = keepPrintableLatin1(raw).trim();
  if (question.type === 'text' || question.type === 'address') {
    const max = answerLimit(question);
    return textLength(text) > max
      ? { error: `${question.question} takes at most ${max} characters` }
      : { value: text };
  }
  const chosen = question.type === 'single_select' ? (text ? [text] : []) : splitChoices(text);
  const unknown = chosen.find((choice) => !question.choices.includes(choice));
  if (unknown !== undefined) return { error: `${unknown} is not a choice of ${question.question}` };
  if (new Set(chosen).size !== chosen.length)
    return { error: `A choice of ${question.question} is repeated` };
  const max = answerLimit(question);
  if (chosen.length > max) return { error: maxSelectionMessage(max) };
  return { value: joinChoices(chosen) };
}

/**
 * The booking-question rules (docs/product.md, "Booking questions") applied to an order's answers:
 * every answer must belong to a question asked, text fits its limit once cleaned, choices come from
 * the list and stay within the maximum, and no mandatory question is left empty. A blank answer
 * counts as no answer.
 */
export function checkBookingAnswers(
  questions: readonly AskedQuestion[],
  answers: readonly GivenAnswer[],
): AnswerCheck {
  const errors: FieldErrors = {};
  const byQuestion = new Map<number, CleanAnswer>();
  const seen = new Set<number>();
  for (const answer of answers) {
    const field = answerField(answer.id);
    const question = questions.find((q) => q.question_id === answer.id);
    if (!question) {
      errors[field] ??= `Question ${answer.id} is not asked for this booking`;
      continue;
    }
    if (seen.has(answer.id)) {
      errors[field] ??= `${question.question} is answered twice`;
      continue;
    }
    seen.add(answer.id);
    const addressId = answer.ordered_address_id ?? null;
    if (addressId !== null && question.type !== 'address') {
      errors[field] ??= `${question.question} does not take an address`;
      continue;
    }
    const result = cleaned(question, answer.value ?? '');
    if ('error' in result) errors[field] ??= result.error;
    else if (result.value !== '') {
      byQuestion.set(question.question_id, {
        question_id: question.question_id,
        value: result.value,
        ordered_address_id: addressId,
      });
    }
  }
  const missing = questions.filter(
    (q) => q.mandatory && !byQuestion.has(q.question_id) && !errors[answerField(q.question_id)],
  );
  if (missing.length > 0 || Object.keys(errors).length > 0) return { ok: false, missing, errors };
  return { ok: true, answers: questions.flatMap((q) => byQuestion.get(q.question_id) ?? []) };
}

/** A refused check as a 400: each missing question under its field, then each bad answer. */
function refuse(
  check: Extract<AnswerCheck, { ok: false }>,
  missingText: (question: AskedQuestion) => string,
  message: string | undefined,
): never {
  const missingFields = Object.fromEntries(
    check.missing.map((q) => [answerField(q.question_id), missingText(q)]),
  );
  const fields = { ...missingFields, ...check.errors };
  throw new DomainError('VALIDATION_FAILED', message ?? Object.values(fields)[0] ?? 'Bad Request', fields);
}

/**
 * The cleaned answers, or a 400: missing mandatory questions give the order-details title
 * (docs/product.md, "Validation the customer sees") with each missing question's text under its
 * field; otherwise the first error is the message.
 */
export function assertBookingAnswers(
  questions: readonly AskedQuestion[],
  answers: readonly GivenAnswer[],
): CleanAnswer[] {
  const check = checkBookingAnswers(questions, answers);
  if (check.ok) return check.answers;
  return refuse(check, (q) => q.question, check.missing.length > 0 ? ORDER_DETAILS_TITLE : undefined);
}

/**
 * The marker the tracking page reads to show 'Required Field' under a question (docs/product.md,
 * "Booking questions").
 */
export const fieldEmptyText = (question: string): string => `${question} Field empty`;

/**
 * Answers given or changed after booking (the tracking page's modal): the same rules, but a missing
 * mandatory answer is reported under its question as '{question} Field empty' (docs/product.md,
 * "Booking questions").
 */
export function assertTrackedAnswers(
  questions: readonly AskedQuestion[],
  answers: readonly GivenAnswer[],
): CleanAnswer[] {
  const check = checkBookingAnswers(questions, answers);
  if (check.ok) return check.answers;
  return refuse(check, (q) => fieldEmptyText(q.question), undefined);
}
