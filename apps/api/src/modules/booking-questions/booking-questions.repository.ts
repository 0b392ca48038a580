import { type Db, preparedOn, schema } from '@store/db';
import type { CleanAnswer } from '@store/domain';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { askedFor, everAskedFor, type QuestionRow, questionColumns } from './fragments.repository';

const { bookingQuestions, experiences, orderAnswers } = schema;

/**
 * The questions an active experience's checkout asks (its own and those for every experience), in
 * order; undefined when no active experience has the id. One statement: the experience drives it.
 */
export async function checkoutQuestionsOf(db: Db, experienceId: number): Promise<QuestionRow[] | undefined> {
  const rows = await checkoutQuestions(db).execute({ experienceId });
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) => (r.question ? [r.question] : []));
}

// Every checkout page and every placement asks it.
const checkoutQuestions = preparedOn((db) =>
  db
    .select({ experienceId: experiences.id, question: questionColumns })
    .from(experiences)
    .leftJoin(bookingQuestions, askedFor(experiences.id))
    .where(and(eq(experiences.id, sql.placeholder('experienceId')), eq(experiences.isActive, true)))
    .orderBy(asc(bookingQuestions.position), asc(bookingQuestions.id))
    .prepare('checkout_questions'),
);

/**
 * The questions of an experience with one order's answers (null where unanswered). A question
 * removed since stays when the order answered it, no longer mandatory, so its words stay next to
 * the answer and clearing it is no refusal.
 */
export async function answeredQuestionsOf(db: Db, order: { id: number; experienceId: number }) {
  return db
    .select({
      ...questionColumns,
      mandatory: sql<boolean>`(${bookingQuestions.mandatory} and ${bookingQuestions.removedAt} is null)`,
      value: orderAnswers.value,
      orderedAddressId: orderAnswers.orderedAddressId,
    })
    .from(bookingQuestions)
    .leftJoin(
      orderAnswers,
      and(eq(orderAnswers.questionId, bookingQuestions.id), eq(orderAnswers.orderId, order.id)),
    )
    .where(
      and(
        everAskedFor(order.experienceId),
        or(isNull(bookingQuestions.removedAt), isNotNull(orderAnswers.orderId)),
      ),
    )
    .orderBy(asc(bookingQuestions.position), asc(bookingQuestions.id));
}

export async function insertOrderAnswers(
  db: Db,
  orderId: number,
  answers: readonly CleanAnswer[],
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await db.insert(orderAnswers).values(
    answers.map((a) => ({
      orderId,
      questionId: a.question_id,
      value: a.value,
      orderedAddressId: a.ordered_address_id,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** An order's answers become exactly these (given after booking, on the tracking page). */
export async function replaceOrderAnswers(
  db: Db,
  orderId: number,
  answers: readonly CleanAnswer[],
  now: Date,
): Promise<void> {
  await db.delete(orderAnswers).where(eq(orderAnswers.orderId, orderId));
  await insertOrderAnswers(db, orderId, answers, now);
}
