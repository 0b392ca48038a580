import type { FieldErrors } from '../errors/domain-error';
import type { BookingQuestionKind } from './check-answers';

/** A booking question as an operator writes it. */
export type QuestionDraft = {
  readonly kind: BookingQuestionKind;
  readonly choices: readonly string[];
  /** Max characters (text, address) or selections (multi_select); null: the default. */
  readonly limit: number | null;
};

const SELECTS: ReadonlySet<BookingQuestionKind> = new Set(['single_select', 'multi_select']);

/**
 * What is wrong with a question, by field (empty: nothing): a choice question offers at least two
 * different choices and a written one none; a limit is at least 1; a single choice takes no limit
 * (it is always one) and a multiple choice's limit is at most its choices.
 */
export function questionProblems(q: QuestionDraft): FieldErrors {
  const problems: FieldErrors = {};
  if (q.limit !== null && (!Number.isInteger(q.limit) || q.limit < 1))
    problems.limit = 'limit must be a whole number of at least 1';
  if (SELECTS.has(q.kind)) {
    if (q.choices.length < 2) problems.choices = `A ${q.kind} question offers at least two choices`;
    else if (new Set(q.choices.map((c) => c.toLowerCase())).size !== q.choices.length)
      problems.choices = 'Each choice is offered once';
    else if (q.choices.some((c) => c.includes(',')))
      // Several choices are kept comma-joined in one answer.
      problems.choices = 'A choice must not contain a comma';
    if (!problems.limit && q.kind === 'single_select' && q.limit !== null && q.limit !== 1)
      problems.limit = 'A single_select question always takes one choice: leave limit empty';
    if (
      !problems.limit &&
      !problems.choices &&
      q.kind === 'multi_select' &&
      q.limit !== null &&
      q.limit > q.choices.length
    )
      problems.limit = `limit must be at most the ${q.choices.length} choices`;
  } else if (q.choices.length > 0) problems.choices = `A ${q.kind} question offers no choices`;
  return problems;
}
