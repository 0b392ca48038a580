import type { OrderQuestions } from '@store/contract';
import type { Db } from '@store/db';
import {
  type AnswerWindow,
  answerWindow,
  assertTrackedAnswers,
  DomainError,
  type GivenAnswer,
  isAnswerable,
} from '@store/domain';
import { assertAnswerAddresses } from '../addresses';
import type { OrderRow } from '../order-core';
import { lockOrderOf, slotTiming } from '../order-core';
import { ordersToDispatch } from '../signals';
import { toAskedQuestion, toQuestionView } from './booking-question.dto';
import { answeredQuestionsOf, replaceOrderAnswers } from './booking-questions.repository';

/** Whether the order's answers may change now: open while the booking is, until its cut-off. */
async function windowOf(db: Db, row: OrderRow, now: Date): Promise<AnswerWindow> {
  const { order } = row;
  const slot =
    order.date !== null && order.slotId !== null
      ? { experienceId: order.experienceId, cityId: order.cityId, date: order.date, slotId: order.slotId }
      : undefined;
  const timing = await slotTiming(db, slot);
  return answerWindow({
    status: order.status,
    slotStart: timing.slotStart,
    minHours: timing.minHours,
    timeZone: row.timeZone,
    now,
  });
}

function assertBooking(row: OrderRow): void {
  if (row.order.kind !== 'booking') {
    throw new DomainError(
      'NOT_FOUND',
      `Order ${row.order.id} is an add-on order: its booking has the questions`,
    );
  }
}

/** GET /v2/booking/{id}/questions: the order's questions with its answers, and whether they may change. */
export async function orderQuestions(db: Db, row: OrderRow, now: Date): Promise<OrderQuestions> {
  assertBooking(row);
  const [rows, window] = await Promise.all([answeredQuestionsOf(db, row.order), windowOf(db, row, now)]);
  const questions = rows.map((r) => toQuestionView(r, r));
  return {
    questions,
    submitted: questions.some((q) => q.value !== null),
    editable: window.editable,
    editable_until: window.until?.toISOString() ?? null,
    locked_reason: window.reason,
    editable_note: window.note,
  };
}

/**
 * POST /v2/booking/{id}/questions: every answer as the modal holds it replaces the stored ones,
 * checked by the rules of docs/product.md, "Booking questions" (a blank mandatory one is
 * '{question} Field empty'), until the cut-off. The order is locked while they are written, so a
 * cancellation cannot slip between.
 */
export async function submitOrderAnswers(
  db: Db,
  row: OrderRow,
  given: readonly GivenAnswer[],
  now: Date,
): Promise<OrderQuestions> {
  assertBooking(row);
  const window = await windowOf(db, row, now);
  if (!window.editable)
    throw new DomainError('ANSWERS_CLOSED', window.reason ?? 'Answers can no longer be changed.');
  const asked = (await answeredQuestionsOf(db, row.order)).map(toAskedQuestion);
  const answers = assertTrackedAnswers(asked, given);
  const { customerId } = row.order;
  if (customerId === null)
    throw new DomainError('BOOKING_WITHOUT_CUSTOMER', 'This booking has no customer to answer for it.');
  await assertAnswerAddresses(db, customerId, row.order, answers);
  await db.transaction(async (tx) => {
    const locked = await lockOrderOf(tx, row.order.id, customerId);
    // Cancelled or under way since it was read: the answers no longer reach anyone.
    if (!locked || !isAnswerable(locked.order.status))
      throw new DomainError(
        'ANSWERS_CLOSED',
        'This booking changed meanwhile: its answers can no longer be changed.',
      );
    await replaceOrderAnswers(tx, row.order.id, answers, now);
  });
  // The mandatory answers may be complete now: the booking can go to its vendor at once.
  ordersToDispatch();
  return orderQuestions(db, row, now);
}
