import { type Db, preparedOn, schema } from '@store/db';
import type { CleanAnswer } from '@store/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';

const { bookingQuestions, experiences, orderAnswers, orders } = schema;

/**
 * In a query over orders: how many mandatory questions of the order's experience (or of every
 * experience) still have no non-empty answer. Zero lets the booking go to a vendor; more gets the
 * customer chased. One rule for both.
 */
export const unansweredMandatory = sql<number>`(
  select count(*)::int from ${bookingQuestions} q
  where (q.experience_id = ${orders.experienceId} or q.experience_id is null) and q.mandatory
    and not exists (
      select 1 from ${orderAnswers} a where a.order_id = ${orders.id} and a.question_id = q.id and a.value <> ''
    )
)`;

const questionColumns = {
  id: bookingQuestions.id,
  question: bookingQuestions.question,
  kind: bookingQuestions.kind,
  choices: bookingQuestions.choices,
  mandatory: bookingQuestions.mandatory,
  answerLimit: bookingQuestions.answerLimit,
};
export type QuestionRow = {
  id: number;
  question: string;
  kind: schema.BookingQuestionKind;
  choices: string[];
  mandatory: boolean;
  answerLimit: number | null;
};

// A question with no experience is asked at every checkout.
const askedFor = (experienceId: number | typeof experiences.id) =>
  or(eq(bookingQuestions.experienceId, experienceId), isNull(bookingQuestions.experienceId));

/**
 * In a query over experiences: the questions the experience's checkout asks, in order, as a JSON
 * array of `QuestionRow`s (the placement reads them in its quote's statement).
 */
export const askedQuestionsJson = (experienceId: typeof experiences.id) => {
  const fields = Object.entries(questionColumns).map(
    ([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`,
  );
  return sql<QuestionRow[]>`(
    select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})
      order by ${bookingQuestions.position}, ${bookingQuestions.id}), '[]'::json)
    from ${bookingQuestions} where ${askedFor(experienceId)}
  )`;
};

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

/** The questions of an experience with one order's answers (null where unanswered). */
export async function answeredQuestionsOf(db: Db, order: { id: number; experienceId: number }) {
  return db
    .select({
      ...questionColumns,
      value: orderAnswers.value,
      orderedAddressId: orderAnswers.orderedAddressId,
    })
    .from(bookingQuestions)
    .leftJoin(
      orderAnswers,
      and(eq(orderAnswers.questionId, bookingQuestions.id), eq(orderAnswers.orderId, order.id)),
    )
    .where(askedFor(order.experienceId))
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
