import { type Db, schema } from '@store/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

const { bookingQuestions, cancellationPolicies, experiences } = schema;

export type QuestionRow = typeof bookingQuestions.$inferSelect;
export type QuestionValues = Pick<
  typeof bookingQuestions.$inferInsert,
  'question' | 'kind' | 'choices' | 'mandatory' | 'answerLimit'
>;

/**
 * Holds the experience's row while its questions or terms change, so two admins' edits (an
 * addition and a reorder) take turns and positions stay one list; false when there is no such
 * experience.
 */
export async function lockExperience(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: experiences.id })
    .from(experiences)
    .where(eq(experiences.id, id))
    .for('update');
  return row !== undefined;
}

export async function experienceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: experiences.id }).from(experiences).where(eq(experiences.id, id));
  return row !== undefined;
}

/** The experience's own questions still asked, in the order its checkout asks them. */
export async function questionsOf(db: Db, experienceId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(bookingQuestions)
    .where(and(eq(bookingQuestions.experienceId, experienceId), isNull(bookingQuestions.removedAt)))
    .orderBy(asc(bookingQuestions.position), asc(bookingQuestions.id));
}

/** Adds a question after every one its checkout asks (those of every experience too). */
export async function insertQuestion(tx: Db, experienceId: number, values: QuestionValues): Promise<number> {
  const [row] = await tx
    .insert(bookingQuestions)
    .values({
      ...values,
      experienceId,
      position: sql<number>`(select coalesce(max(${bookingQuestions.position}), -1) + 1 from ${bookingQuestions} where ${bookingQuestions.experienceId} = ${experienceId} or ${bookingQuestions.experienceId} is null)`,
    })
    .returning({ id: bookingQuestions.id });
  if (!row) throw new Error('the question was not inserted');
  return row.id;
}

export async function updateQuestion(tx: Db, id: number, values: Partial<QuestionValues>): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx.update(bookingQuestions).set(values).where(eq(bookingQuestions.id, id));
}

/** No longer asked; the row stays for the orders that answered it. */
export async function markQuestionRemoved(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(bookingQuestions).set({ removedAt: now }).where(eq(bookingQuestions.id, id));
}

export async function setQuestionPositions(tx: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx.update(bookingQuestions).set({ position }).where(eq(bookingQuestions.id, id));
}

/** The experience's own cancellation numbers (undefined: the store's default). */
export async function ownPolicyOf(db: Db, experienceId: number) {
  const [row] = await db
    .select()
    .from(cancellationPolicies)
    .where(eq(cancellationPolicies.experienceId, experienceId));
  return row;
}

export async function savePolicy(
  tx: Db,
  experienceId: number,
  policy: { fullRefundHours: number; lateRefundPercent: number; cutoffHours: number } | null,
): Promise<void> {
  if (policy === null) {
    await tx.delete(cancellationPolicies).where(eq(cancellationPolicies.experienceId, experienceId));
    return;
  }
  await tx
    .insert(cancellationPolicies)
    .values({ experienceId, ...policy })
    .onConflictDoUpdate({ target: cancellationPolicies.experienceId, set: policy });
}
