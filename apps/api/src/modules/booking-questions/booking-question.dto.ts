import type { BookingQuestionView } from '@store/contract';
import { type AskedQuestion, answerLimit } from '@store/domain';
import type { QuestionRow } from './fragments.repository';

export function toAskedQuestion(row: QuestionRow): AskedQuestion {
  return {
    question_id: row.id,
    question: row.question,
    type: row.kind,
    choices: row.choices,
    mandatory: row.mandatory,
    limit: row.answerLimit,
  };
}

/** A question as the client shows it: `limit` is the one that applies (its default filled in). */
export function toQuestionView(
  row: QuestionRow,
  answer: { value: string | null; orderedAddressId: number | null } = { value: null, orderedAddressId: null },
): BookingQuestionView {
  const asked = toAskedQuestion(row);
  return {
    question_id: asked.question_id,
    question: asked.question,
    type: asked.type,
    choices: [...asked.choices],
    mandatory: asked.mandatory,
    limit: answerLimit(asked),
    value: answer.value,
    ordered_address_id: answer.orderedAddressId,
  };
}
