import type { RescheduledOrder } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, formatInr, rescheduleCause, slotLabel, validationError } from '@store/domain';
import { repriceBooked } from '../booking';
import { resolveCity } from '../cities';
import { moveOrderSlot } from '../order-core';
import { tellVendor } from '../vendors';
import { orderForTerms } from './cancellations.repository';
import { rescheduleRefusalOf } from './terms';

type Move = { date: string; slotId: number };

/**
 * POST /v2/booking/{id}/reschedule: the booking moves to another slot of its experience at the
 * same price. The price rule, kept simple and safe: the new date's surge (on the experience and on
 * its add-ons) must be what the customer paid, so no money moves; a dearer or cheaper date is
 * refused with the difference named (cancel and book again instead). The new slot is checked as
 * a booking would be (offered that day, its min_hours, places free), then, under the order's
 * lock, its places are taken and the old ones given back in one transaction: a slot filled
 * meanwhile refuses it and nothing changes.
 */
export async function rescheduleBooking(
  db: Db,
  orderId: number,
  to: Move,
  who: { actorId: number | null; now: Date },
): Promise<RescheduledOrder> {
  const found = await orderForTerms(db, orderId);
  if (!found) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  const { order } = found;
  if (order.kind !== 'booking' || order.date === null || order.slotId === null) {
    const message = 'Only a booking with a slot can be moved to another slot.';
    throw validationError({ slot_id: message }, message);
  }
  refuseIfClosed(rescheduleRefusalOf(found, who.now));
  if (order.date === to.date && order.slotId === to.slotId) {
    const message = 'The booking is already in this slot.';
    throw validationError({ slot_id: message }, message);
  }
  const city = await resolveCity(db, String(order.cityId));
  const draft = {
    experience_id: order.experienceId,
    date: to.date,
    slot_id: to.slotId,
    quantity: order.quantity,
    customizations: order.customizations.map((c) => ({
      customization_id: c.customization_id,
      quantity: c.quantity,
      ...(c.answer !== undefined && { answer: c.answer }),
      ...(c.choices !== undefined && { choices: c.choices }),
    })),
    ...(order.pincode && { pincode: order.pincode }),
  };
  const quote = await repriceBooked(db, draft, city, who.now);
  const paidSurge = order.taskSurge + order.customizationSurge;
  const newSurge = quote.task_surge + quote.customization_surge;
  if (newSurge !== paidSurge) {
    const diff = newSurge - paidSurge;
    const message = `${to.date} costs ${formatInr(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} than your booking; a booking moves only to a slot at the same price. Cancel and book again instead.`;
    throw validationError({ date: message }, message);
  }
  await db.transaction(async (tx) => {
    const locked = await orderForTerms(tx, orderId, true);
    if (!locked) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
    refuseIfClosed(rescheduleRefusalOf(locked, who.now));
    const newTime = quote.time ? `, ${quote.time}` : '';
    const cause = rescheduleCause(
      slotLabel(order.date, found.startTime),
      `${slotLabel(to.date, null)}${newTime}`,
    );
    await moveOrderSlot(tx, orderId, to, { now: who.now, actorId: who.actorId, cause });
    // Add-on orders have no slot of their own: they follow the booking's date as they are. The
    // vendor asked or holding it is told the new slot (the request stands; they keep the booking).
    await tellVendor(tx, orderId, 'moved', who.now);
  });
  return { order_id: orderId, date: to.date, slot_id: to.slotId, time: quote.time ?? '' };
}

function refuseIfClosed(refusal: string | undefined) {
  if (refusal !== undefined) throw new DomainError('RESCHEDULE_CLOSED', refusal);
}
