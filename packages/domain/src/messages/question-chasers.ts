import type { OrderState } from '../orders/order-process';

/** The moments an order's unanswered booking questions are chased; each is sent at most once. */
export const QUESTION_CHASE_STAGES = ['placed', '24h', '6h'] as const;
export type QuestionChaseStage = (typeof QUESTION_CHASE_STAGES)[number];

/**
 * The first chase waits this long after the order: the confirmation already asks for the answers
 * and the result page offers them, so a customer answering there is not chased on top of it.
 */
export const FIRST_CHASE_AFTER_MS = 30 * 60_000;

const HOUR = 3_600_000;

/** Booked orders still to happen: the vendor prepares with their answers. Unpaid ones are not chased. */
export const CHASED_STATES: readonly OrderState[] = ['placed', 'sent_to_vendor', 'accepted', 'rejected'];

/**
 * Which chase is due now for an order whose mandatory questions are not all answered, or null.
 * Stages come due at: the order plus FIRST_CHASE_AFTER_MS, 24 hours before the slot, 6 hours before
 * it. The latest stage that is due wins, so a late booking (placed 10 hours before its slot) is
 * chased once now and once at 6 hours, never twice in a row, and a queue that was down catches up
 * with one message, not a burst. Nothing once answered, once answers are closed (the cut-off,
 * `answerUntil`, comes before the slot: chasing what can no longer be given only annoys), or after
 * the slot. Optional questions are never chased: a blank one is the customer's answer.
 */
export function questionChaseDue(o: {
  status: OrderState;
  placedAt: Date;
  slotStart: Date | null;
  answerUntil: Date | null;
  unansweredMandatory: number;
  now: Date;
}): QuestionChaseStage | null {
  if (o.unansweredMandatory <= 0 || !CHASED_STATES.includes(o.status)) return null;
  const now = o.now.getTime();
  if (o.slotStart && now >= o.slotStart.getTime()) return null;
  if (o.answerUntil && now >= o.answerUntil.getTime()) return null;
  const dueAt: Record<QuestionChaseStage, number> = {
    placed: o.placedAt.getTime() + FIRST_CHASE_AFTER_MS,
    '24h': o.slotStart ? o.slotStart.getTime() - 24 * HOUR : Number.POSITIVE_INFINITY,
    '6h': o.slotStart ? o.slotStart.getTime() - 6 * HOUR : Number.POSITIVE_INFINITY,
  };
  // A stage is never due before the order existed: one placed late starts at its first stage.
  const due = QUESTION_CHASE_STAGES.filter((stage) => Math.max(dueAt[stage], dueAt.placed) <= now);
  return due.at(-1) ?? null;
}
