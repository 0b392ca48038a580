import type { City } from '@store/contract';
import type {
  ConsoleSlot,
  closeDateBody,
  consoleSlotListQuery,
  openSlotBody,
  SlotPatternBody,
  slotPatternListQuery,
  surgeBody,
  surgeListQuery,
} from '@store/contract/console';
import type { Db } from '@store/db';
import {
  assertCapacityCovers,
  assertNoSurgeOverlap,
  DEFAULT_TIME_ZONE,
  DomainError,
  isDomainError,
  patternDates,
  surgeDates,
  validationError,
  weekdayNames,
  ymdInZone,
} from '@store/domain';
import type { z } from 'zod';
import { experienceSoldIn } from '../../catalogue';
import { resolveCity } from '../../cities';
import { setSlotCapacities } from '../../order-core';
import { assertSlotAhead, openSlotOn, slotHasStarted, slotTimes } from '../../slots';
import { type Actor, audited } from '../audit/audited';
import { pageWindow } from '../paging';
import {
  deleteSurge,
  findSlotCapacities,
  findSlotCapacity,
  findSlotPatterns,
  findSurges,
  insertSlotPattern,
  insertSurges,
  lockSurge,
  lockSurgedDates,
  type PatternRow,
  type SlotCapacityRow,
  type SurgeRow,
} from './availability.repository';

const hhmm = (time: string) => time.slice(0, 5);

const toSlot = (r: SlotCapacityRow): ConsoleSlot => ({
  id: r.id,
  experience: { id: r.experienceId, name: r.experienceName },
  city: { id: r.cityId, name: r.cityName },
  date: r.date,
  start_time: hhmm(r.startTime),
  end_time: hhmm(r.endTime),
  capacity: r.capacity,
  booked: r.booked,
  left: Math.max(0, r.capacity - r.booked),
  note: r.note ?? '',
});

const toPattern = ({ pattern: p, experienceName, cityName, createdByName }: PatternRow) => ({
  id: p.id,
  experience: { id: p.experienceId, name: experienceName },
  city: { id: p.cityId, name: cityName },
  weekdays: p.weekdays,
  days: weekdayNames(p.weekdays),
  slots: p.times.map((t) => {
    const [start = '', end = ''] = t.split('-');
    return { start_time: hhmm(start), end_time: hhmm(end) };
  }),
  capacity: p.capacity,
  starts_on: p.startsOn,
  weeks: p.weeks,
  created_by: { id: p.createdBy, name: createdByName },
  created_at: p.createdAt.toISOString(),
});

const toSurge = (r: SurgeRow) => ({
  experience: { id: r.experienceId, name: r.experienceName },
  date: r.date,
  task_percent: r.taskPercent,
  customization_percent: r.customizationPercent,
  reason: r.reason,
});

/**
 * The city and the experience sold there, for a console change: an unknown city or an experience
 * not sold in it is a 400 naming city_id (the store's rule names its CITY header); an unknown
 * experience a 404.
 */
async function cityAndExperience(db: Db, cityId: number, experienceId: number) {
  try {
    const city = await resolveCity(db, String(cityId));
    const experience = await experienceSoldIn(db, experienceId, city);
    return { city, experience };
  } catch (error) {
    if (isDomainError(error) && error.code === 'UNKNOWN_CITY') {
      const message = `City ${cityId} is not known.`;
      throw new DomainError('UNKNOWN_CITY', message, { city_id: message });
    }
    if (isDomainError(error) && error.code === 'VALIDATION_FAILED') {
      throw validationError({ city_id: error.message }, error.message);
    }
    throw error;
  }
}

const byOperator = (actor: Actor, city: City) =>
  `by operator ${actor.userId} on ${ymdInZone(actor.now, city.time_zone)}`;

/** GET /admin/v1/availability/slots */
export async function listSlots(db: Db, q: z.output<typeof consoleSlotListQuery>) {
  const { rows, total } = await findSlotCapacities(
    db,
    { experienceId: q.experience_id, cityId: q.city_id, dateFrom: q.date_from, dateTo: q.date_to },
    pageWindow(q),
  );
  return { items: rows.map(toSlot), total };
}

async function slotById(db: Db, id: number) {
  const found = await findSlotCapacity(db, id);
  if (!found) throw new DomainError('NOT_FOUND', `Slot ${id} was not found`);
  const { rows } = await findSlotCapacities(
    db,
    { experienceId: found.experienceId, cityId: found.cityId, dateFrom: found.date, dateTo: found.date },
    { limit: 100, offset: 0 },
  );
  const row = rows.find((r) => r.id === id);
  if (!row) throw new DomainError('NOT_FOUND', `Slot ${id} was not found`);
  return { key: found, slot: toSlot(row) };
}

/** POST /admin/v1/availability/slots: one slot on one date, as create-task-slot opens it. */
export async function openSlot(db: Db, actor: Actor, body: z.output<typeof openSlotBody>) {
  const { city, experience } = await cityAndExperience(db, body.city_id, body.experience_id);
  const { startTime, endTime } = slotTimes(body);
  assertSlotAhead({ date: body.date, startTime }, city, actor.now);
  const id = await audited(db, actor, async (tx) => {
    const { opened } = await openSlotOn(
      tx,
      { experienceId: experience.id, cityId: city.id, date: body.date, startTime, endTime },
      body.capacity,
      `opened ${byOperator(actor, city)}`,
    );
    if (!opened)
      throw new DomainError('SLOT_ALREADY_OPEN', `This slot is already open on ${body.date}.`, {
        date: 'already open',
      });
    const when = `${body.date} ${hhmm(startTime)}-${hhmm(endTime)}`;
    return {
      result: opened.id,
      audit: {
        action: 'slot.open',
        subject: { type: 'slot', id: opened.id },
        summary: `${experience.name} in ${city.city_name}: opened ${when} for ${body.capacity}`,
        after: {
          experience_id: experience.id,
          city_id: city.id,
          date: body.date,
          start_time: startTime,
          capacity: body.capacity,
        },
      },
    };
  });
  return (await slotById(db, id)).slot;
}

/** PUT /admin/v1/availability/slots/{id}/capacity: never below what is booked (a 409). */
export async function changeCapacity(db: Db, actor: Actor, id: number, capacity: number) {
  const { key, slot } = await slotById(db, id);
  const city = await resolveCity(db, String(key.cityId));
  if (slotHasStarted(key.date, `${slot.start_time}:00`, city, actor.now)) {
    const message = `${slot.date} ${slot.start_time} has already passed in ${city.city_name}`;
    throw validationError({ id: message }, message);
  }
  await audited(db, actor, async (tx) => {
    const [changed] = await setSlotCapacities(
      tx,
      key,
      (s) => {
        assertCapacityCovers({ capacity, booked: s.booked, label: `${slot.date} ${slot.start_time}` });
        return capacity;
      },
      { now: actor.now, note: `capacity ${capacity} ${byOperator(actor, city)}` },
    );
    if (!changed) throw new DomainError('NOT_FOUND', `Slot ${id} was not found`);
    return {
      result: null,
      audit: {
        action: 'slot.capacity',
        subject: { type: 'slot', id },
        summary: `${slot.experience.name} in ${city.city_name}, ${slot.date} ${slot.start_time}: capacity ${changed.before.capacity} → ${capacity}`,
        before: { capacity: changed.before.capacity, booked: changed.before.booked },
        after: { capacity, booked: changed.after.booked },
      },
    };
  });
  return (await slotById(db, id)).slot;
}

/** POST /admin/v1/availability/close-date: every slot's capacity down to what is booked that day. */
export async function closeDate(db: Db, actor: Actor, body: z.output<typeof closeDateBody>) {
  const { city, experience } = await cityAndExperience(db, body.city_id, body.experience_id);
  if (body.date < ymdInZone(actor.now, city.time_zone)) {
    const message = `${body.date} has already passed in ${city.city_name}`;
    throw validationError({ date: message }, message);
  }
  return audited(db, actor, async (tx) => {
    const changed = await setSlotCapacities(
      tx,
      { experienceId: experience.id, cityId: city.id, date: body.date },
      (s) => s.booked,
      { now: actor.now, note: `closed ${byOperator(actor, city)}` },
    );
    if (changed.length === 0) {
      const message = `${experience.name} has no slot on ${body.date} in ${city.city_name}.`;
      throw new DomainError('NOT_FOUND', message, { date: message });
    }
    const booked = changed.reduce((sum, c) => sum + c.after.booked, 0);
    return {
      result: { date: body.date, slots: changed.length, booked },
      audit: {
        action: 'slot.close_date',
        subject: { type: 'experience', id: experience.id },
        summary: `${experience.name} in ${city.city_name}: closed ${body.date} (${changed.length} slots, ${booked} booked)`,
        before: { capacities: changed.map((c) => ({ slot_id: c.slotId, capacity: c.before.capacity })) },
        after: { capacities: changed.map((c) => ({ slot_id: c.slotId, capacity: c.after.capacity })) },
      },
    };
  });
}

/** GET /admin/v1/availability/patterns */
export async function listPatterns(db: Db, q: z.output<typeof slotPatternListQuery>) {
  const { rows, total } = await findSlotPatterns(
    db,
    { experienceId: q.experience_id, cityId: q.city_id },
    pageWindow(q),
  );
  return { items: rows.map(toPattern), total };
}

/**
 * POST /admin/v1/availability/patterns: saves a weekly pattern and opens its dates at once. Opening
 * is idempotent: a slot already open that day keeps its capacity and bookings, and a slot that has
 * already started today is left out; both are counted as skipped. A pattern starting before
 * today is a 400 naming starts_on.
 */
export async function savePattern(db: Db, actor: Actor, body: SlotPatternBody) {
  const { city, experience } = await cityAndExperience(db, body.city_id, body.experience_id);
  const times = body.slots.map(slotTimes);
  const starts = new Set(times.map((t) => t.startTime));
  if (starts.size !== times.length) {
    throw validationError(
      { slots: 'slots must not repeat a start time' },
      'slots must not repeat a start time',
    );
  }
  refuseBeforeToday(
    'starts_on',
    body.starts_on,
    ymdInZone(actor.now, city.time_zone),
    ` in ${city.city_name}.`,
  );
  const dates = patternDates({ startsOn: body.starts_on, weeks: body.weeks, weekdays: body.weekdays });
  return audited(db, actor, async (tx) => {
    const saved = await insertSlotPattern(tx, {
      experienceId: experience.id,
      cityId: city.id,
      weekdays: [...body.weekdays].sort((a, b) => a - b),
      times: times.map((t) => `${t.startTime}-${t.endTime}`),
      capacity: body.capacity,
      startsOn: body.starts_on,
      weeks: body.weeks,
      createdBy: actor.userId,
      createdAt: actor.now,
    });
    let opened = 0;
    let skipped = 0;
    for (const date of dates) {
      for (const t of times) {
        if (slotHasStarted(date, t.startTime, city, actor.now)) {
          skipped++;
          continue;
        }
        const done = await openSlotOn(
          tx,
          { experienceId: experience.id, cityId: city.id, date, ...t },
          body.capacity,
          `pattern ${saved.pattern.id} ${byOperator(actor, city)}`,
        );
        if (done.opened) opened++;
        else skipped++;
      }
    }
    const pattern = toPattern(saved);
    const shownTimes = pattern.slots.map((s) => s.start_time).join(', ');
    return {
      result: { pattern, opened, skipped },
      audit: {
        action: 'pattern.create',
        subject: { type: 'slot_pattern', id: pattern.id },
        summary: `${experience.name} in ${city.city_name}: ${pattern.days} at ${shownTimes} for ${body.capacity}, ${body.weeks} weeks from ${body.starts_on}; ${opened} slots opened, ${skipped} skipped`,
        after: { ...body, opened, skipped },
      },
    };
  });
}

/** GET /admin/v1/availability/surges */
export async function listSurges(db: Db, q: z.output<typeof surgeListQuery>) {
  const { rows, total } = await findSurges(
    db,
    { experienceId: q.experience_id, dateFrom: q.date_from },
    pageWindow(q),
  );
  return { items: rows.map(toSurge), total };
}

/**
 * POST /admin/v1/availability/surges: a surge over a run of dates (the price calendar the customer
 * sees). A date already passed is a 400 naming date_from; a date already surged a 409.
 */
export async function addSurge(db: Db, actor: Actor, body: z.output<typeof surgeBody>) {
  const dates = surgeDates(body.date_from, body.date_to);
  refuseBeforeToday('date_from', body.date_from, ymdInZone(actor.now, DEFAULT_TIME_ZONE), '.');
  return audited(db, actor, async (tx) => {
    const locked = await lockSurgedDates(tx, body.experience_id, dates);
    if (!locked) throw new DomainError('NOT_FOUND', `Experience ${body.experience_id} was not found`);
    assertNoSurgeOverlap(locked.surged);
    const rows = await insertSurges(
      tx,
      dates.map((date) => ({
        experienceId: body.experience_id,
        date,
        taskPercent: body.task_percent,
        customizationPercent: body.customization_percent,
        reason: body.reason,
      })),
    );
    const span = dates.length === 1 ? body.date_from : `${body.date_from} to ${body.date_to}`;
    return {
      result: { surges: rows.map(toSurge) },
      audit: {
        action: 'surge.create',
        subject: { type: 'experience', id: body.experience_id },
        summary: `${locked.experience.name}: ${body.task_percent > 0 ? '+' : ''}${body.task_percent}% on ${span} (${body.reason})`,
        after: { ...body },
      },
    };
  });
}

/**
 * DELETE /admin/v1/availability/surges/{experience_id}/{date}: one date's surge removed, so the
 * price calendar shows the plain price again. Orders keep the surge they were charged (their own
 * columns). A date already passed is a 400 naming date (its price is history, kept as charged);
 * no surge on that date a 404.
 */
export async function removeSurge(db: Db, actor: Actor, experienceId: number, date: string) {
  const kept = ": a passed date's surge is kept as it was charged.";
  refuseBeforeToday('date', date, ymdInZone(actor.now, DEFAULT_TIME_ZONE), kept);
  return audited(db, actor, async (tx) => {
    const row = await lockSurge(tx, experienceId, date);
    if (!row) throw new DomainError('NOT_FOUND', `Experience ${experienceId} has no surge on ${date}.`);
    await deleteSurge(tx, experienceId, date);
    const removed = toSurge(row);
    return {
      result: removed,
      audit: {
        action: 'surge.delete',
        subject: { type: 'experience', id: experienceId },
        summary: `${row.experienceName}: surge on ${date} removed (was ${row.taskPercent > 0 ? '+' : ''}${row.taskPercent}%, ${row.reason})`,
        before: { ...removed },
      },
    };
  });
}

/** A 400 naming `field` when `date` is before `today`; `tail` ends the message (where, or why). */
function refuseBeforeToday(field: string, date: string, today: string, tail: string): void {
  if (date >= today) return;
  const message = `${field} (${date}) is before today (${today})${tail}`;
  throw validationError({ [field]: message }, message);
}
