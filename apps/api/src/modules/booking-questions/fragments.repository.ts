import { schema } from '@store/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';

// SQL that other modules' queries compose (a quote's single statement, the console's and the
// vendors' filters on unanswered questions): published here, the module's one door for
// repositories, so the rule on questions has one home and every query stays one statement.

const { bookingQuestions, experiences, orderAnswers, orders } = schema;

/**
 * In a query over orders: how many mandatory questions of the order's experience (or of every
 * experience) still have no non-empty answer. Zero lets the booking go to a vendor; more gets the
 * customer chased. One rule for both.
 */
export const unansweredMandatory = sql<number>`(
  select count(*)::int from ${bookingQuestions} q
  where (q.experience_id = ${orders.experienceId} or q.experience_id is null) and q.mandatory
    and q.removed_at is null
    and not exists (
      select 1 from ${orderAnswers} a where a.order_id = ${orders.id} and a.question_id = q.id and a.value <> ''
    )
)`;

export const questionColumns = {
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

/** The experience's questions and those of every experience, removed ones too (orders answered them). */
export const everAskedFor = (experienceId: number | typeof experiences.id) =>
  or(eq(bookingQuestions.experienceId, experienceId), isNull(bookingQuestions.experienceId));

// A question with no experience is asked at every checkout; a removed one at none.
export const askedFor = (experienceId: number | typeof experiences.id) =>
  and(everAskedFor(experienceId), isNull(bookingQuestions.removedAt));

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
