import type { Db } from '@store/db';
import {
  addDays,
  answerCutoff,
  type OrderState,
  questionChaseDue,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import { queueOrderMessages } from '../messaging';
import { ordersToChase } from './chasers.repository';

const DAY = 86_400_000;

/**
 * Queues the chase that is due now for each booked order whose mandatory booking questions are
 * still unanswered (the domain's stages: after placing, 24 and 6 hours before the slot), once per
 * order and stage; the delivery job sends them with a link that opens the answer modal. Runs on
 * its schedule from the job queue with the injected clock. Returns how many messages were queued.
 */
export async function chaseUnansweredQuestions(db: Db, now: Date, timeZone: string): Promise<number> {
  const today = ymdInZone(now, timeZone);
  const candidates = await ordersToChase(db, {
    placedSince: new Date(now.getTime() - 2 * DAY),
    from: addDays(today, -1),
    until: addDays(today, 2),
  });
  let queued = 0;
  for (const order of candidates) {
    const slotStart =
      order.date && order.startTime
        ? zonedDateTimeToInstant(order.date, order.startTime, order.timeZone)
        : null;
    const stage = questionChaseDue({
      status: order.status as OrderState,
      placedAt: order.createdAt,
      slotStart,
      answerUntil: slotStart ? answerCutoff(slotStart, order.minHours) : null,
      unansweredMandatory: order.unanswered,
      now,
    });
    if (!stage) continue;
    queued += await queueOrderMessages(db, order, ['questions_unanswered'], now, stage);
  }
  return queued;
}
