import type { BookingQuestionView, CheckoutQuestions } from '@store/contract';
import type { Db } from '@store/db';
import { assertBookingAnswers, type CleanAnswer, DomainError } from '@store/domain';
import { toAskedQuestion, toQuestionView } from './booking-question.dto';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _bookingQuestionsRepository from './booking-questions.repository';
import { checkoutQuestionsOf } from './booking-questions.repository';
import type { QuestionRow } from './fragments.repository';

/** GET /v2/booking/{id}/getQuestionsByCheckout: {id} is the experience being checked out. */
export async function checkoutQuestions(db: Db, experienceId: number): Promise<CheckoutQuestions> {
  const rows = await checkoutQuestionsOf(db, experienceId);
  if (!rows) throw new DomainError('NOT_FOUND', `Experience ${experienceId} was not found`);
  return { questions: rows.map((row) => toQuestionView(row)) };
}

type Answers = readonly { id: number; value?: string | null; ordered_address_id?: number | null }[];

/**
 * An order's answers checked against its experience's questions (docs/product.md, "Booking
 * questions"), cleaned for storing; a missing mandatory answer or a bad one is a 400 before
 * anything is written. The questions come with the quote (`quoteWithQuestions`), read in its
 * statement.
 */
export function checkAnswers(questions: readonly QuestionRow[], answers: Answers | undefined): CleanAnswer[] {
  return assertBookingAnswers(
    questions.map(toAskedQuestion),
    (answers ?? []).map((a) => ({
      id: a.id,
      value: a.value ?? null,
      ordered_address_id: a.ordered_address_id,
    })),
  );
}

/** The booking questions of an order with its stored answers, for the order details. */
export async function orderBookingQuestions(
  db: Db,
  order: { id: number; experienceId: number },
): Promise<BookingQuestionView[]> {
  const rows = await answeredQuestionsOf(db, order);
  return rows.map((row) => toQuestionView(row, row));
}

export function answeredQuestionsOf(
  ...args: Parameters<typeof _bookingQuestionsRepository.answeredQuestionsOf>
) {
  return _bookingQuestionsRepository.answeredQuestionsOf(...args);
}

export function insertOrderAnswers(
  ...args: Parameters<typeof _bookingQuestionsRepository.insertOrderAnswers>
) {
  return _bookingQuestionsRepository.insertOrderAnswers(...args);
}
