import type { City, CreateTaskSlotBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError, ymdInZone, zonedDateTimeToInstant } from '@store/domain';
import type { CurrentUser } from '../../http/current-user';
import { experienceSoldIn } from '../catalogue';
import { resolveCity } from '../cities';
import { findOrCreateSlot, insertSlotCapacity } from './task-slot.repository';

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** A slot's start and end as HH:MM:SS; an end not after the start is a 400 naming end_time. */
export function slotTimes(times: { start_time: string; end_time: string }) {
  const startTime = withSeconds(times.start_time);
  const endTime = withSeconds(times.end_time);
  if (endTime <= startTime) throw validationError({ end_time: 'end_time must be after start_time' });
  return { startTime, endTime };
}

/** Whether the slot starting then has begun in the city (a slot in the past is never opened). */
export const slotHasStarted = (date: string, startTime: string, city: City, now: Date) =>
  zonedDateTimeToInstant(date, startTime, city.time_zone) <= now;

/** A 400 naming `field` when the slot has started. */
export function assertSlotAhead(
  slot: { date: string; startTime: string },
  city: City,
  now: Date,
  field = 'date',
): void {
  if (!slotHasStarted(slot.date, slot.startTime, city, now)) return;
  const message = `${slot.date} ${slot.startTime.slice(0, 5)} has already passed in ${city.city_name}`;
  throw validationError({ [field]: message }, message);
}

/**
 * Opens the experience's slot (created at that start time when it has none) on a date in a city,
 * inside the caller's transaction: the capacity row made, or undefined when it was already open. A
 * slot at that start with another end is a 400 naming end_time.
 */
export async function openSlotOn(
  tx: Db,
  slot: { experienceId: number; cityId: number; date: string; startTime: string; endTime: string },
  capacity: number,
  note: string,
) {
  const found = await findOrCreateSlot(tx, slot);
  if (found.endTime !== slot.endTime) {
    const message = `This experience already has a slot at ${slot.startTime.slice(0, 5)} ending at ${found.endTime.slice(0, 5)}`;
    throw validationError({ end_time: message }, message);
  }
  const opened = await insertSlotCapacity(tx, {
    experienceId: slot.experienceId,
    cityId: slot.cityId,
    slotId: found.id,
    date: slot.date,
    capacity,
    note,
  });
  return { slotId: found.id, opened };
}

/** POST /v5/experience/create-task-slot: opens a slot with its capacity on one date, atomically. */
export async function createTaskSlot(db: Db, body: CreateTaskSlotBody, by: CurrentUser, now: Date) {
  const city = await resolveCity(db, String(body.city_id));
  const experience = await experienceSoldIn(db, body.experience_id, city);
  const { startTime, endTime } = slotTimes(body);
  assertSlotAhead({ date: body.date, startTime }, city, now);
  return db.transaction(async (tx) => {
    const { slotId, opened } = await openSlotOn(
      tx,
      { experienceId: experience.id, cityId: city.id, date: body.date, startTime, endTime },
      body.capacity,
      `opened by user ${by.userId} on ${ymdInZone(now, city.time_zone)}`,
    );
    if (!opened) throw new DomainError('SLOT_ALREADY_OPEN', `This slot is already open on ${body.date}.`);
    return {
      slot_id: slotId,
      date: body.date,
      start_time: startTime,
      end_time: endTime,
      capacity: opened.capacity,
      available: opened.capacity - opened.booked,
    };
  });
}
