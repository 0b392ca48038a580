import type { City, ExperienceSlots, SlotDate } from '@store/contract';
import type { Db } from '@store/db';
import {
  addDays,
  slotAvailability,
  surgedPrice,
  to12Hour,
  ymdInZone,
  zonedDateTimeToInstant,
} from '@store/domain';
import { experienceSoldIn } from '../catalogue';
import { listSlotCapacities } from './slots.repository';

/** How far ahead the calendar reaches; operators open capacity within it. */
export const SLOT_HORIZON_DAYS = 60;

type Row = Awaited<ReturnType<typeof listSlotCapacities>>[number];

/**
 * GET /v2/experience/{id}/slots: the bookable calendar from the city's today. Closed and full slots
 * stay listed with 0 places so the customer sees why, and a date with none left cannot be picked.
 */
export async function experienceSlots(
  db: Db,
  experienceId: number,
  city: City,
  now: Date,
): Promise<ExperienceSlots> {
  const experience = await experienceSoldIn(db, experienceId, city);
  const today = ymdInZone(now, city.time_zone);
  const rows = await listSlotCapacities(db, {
    experienceId,
    cityId: city.id,
    from: today,
    until: addDays(today, SLOT_HORIZON_DAYS),
  });
  const byDate = new Map<string, Row[]>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  const dates = [...byDate.values()].map((day) => toSlotDate(day, experience, city, now));
  return {
    experience_id: experience.id,
    city_id: city.id,
    time_zone: city.time_zone,
    min_hours: experience.minHours,
    base_price: experience.basePrice,
    dates,
  };
}

function toSlotDate(
  day: Row[],
  experience: { minHours: number; basePrice: number },
  city: City,
  now: Date,
): SlotDate {
  const [first] = day as [Row, ...Row[]];
  const slots = day.map((row) => {
    const slotStart = zonedDateTimeToInstant(row.date, row.startTime, city.time_zone);
    const available = slotAvailability({ ...row, slotStart, minHours: experience.minHours, now });
    return {
      slot_id: row.slotId,
      start_time: row.startTime,
      end_time: row.endTime,
      display_time: `${to12Hour(row.startTime)} - ${to12Hour(row.endTime)}`,
      available,
      is_available: available > 0,
    };
  });
  return {
    date: first.date,
    available_slots: slots.filter((s) => s.is_available).length,
    task_dynamic_percentage: first.taskPercent,
    customization_dynamic_percentage: first.customizationPercent,
    price: surgedPrice(experience.basePrice, first.taskPercent),
    slots,
  };
}
