import type { CreateTaskSlotBody } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, validationError, ymdInZone, zonedDateTimeToInstant } from '@store/domain';
import type { CurrentUser } from '../../http/current-user';
import { experienceSoldIn } from '../booking/experience-in-city.service';
import { resolveCity } from '../cities/cities.service';
import { findOrCreateSlot, insertSlotCapacity } from './task-slot.repository';

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** POST /v5/experience/create-task-slot: opens a slot with its capacity on one date, atomically. */
export async function createTaskSlot(db: Db, body: CreateTaskSlotBody, by: CurrentUser, now: Date) {
  const city = await resolveCity(db, String(body.city_id));
  const experience = await experienceSoldIn(db, body.experience_id, city);
  const startTime = withSeconds(body.start_time);
  const endTime = withSeconds(body.end_time);
  if (endTime <= startTime) throw validationError({ end_time: 'end_time must be after start_time' });
  if (zonedDateTimeToInstant(body.date, startTime, city.time_zone) <= now) {
    const message = `${body.date} ${body.start_time} has already passed in ${city.city_name}`;
    throw validationError({ date: message }, message);
  }
  return db.transaction(async (tx) => {
    const slot = await findOrCreateSlot(tx, { experienceId: experience.id, startTime, endTime });
    if (slot.endTime !== endTime) {
      const message = `This experience already has a slot at ${body.start_time} ending at ${slot.endTime.slice(0, 5)}`;
      throw validationError({ end_time: message }, message);
    }
    const opened = await insertSlotCapacity(tx, {
      experienceId: experience.id,
      cityId: city.id,
      slotId: slot.id,
      date: body.date,
      capacity: body.capacity,
      note: `opened by user ${by.userId} on ${ymdInZone(now, city.time_zone)}`,
    });
    if (!opened) throw new DomainError('CONFLICT', `This slot is already open on ${body.date}.`);
    return {
      slot_id: slot.id,
      date: body.date,
      start_time: startTime,
      end_time: endTime,
      capacity: opened.capacity,
      available: opened.capacity - opened.booked,
    };
  });
}
