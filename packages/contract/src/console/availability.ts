import { MAX_PATTERN_WEEKS } from '@store/domain';
import { z } from 'zod';
import { createTaskSlotBody, hhmm, ymd } from '../booking';
import { id, text } from '../bounds';
import { positiveIntString } from '../params';
import { cap } from './money';
import { pageOf, pageQuery, personRef } from './paging';

// ── GET /admin/v1/availability/slots: the slots of an experience, city and dates, with capacity ──
export const consoleSlotListQuery = pageQuery.extend({
  experience_id: positiveIntString('experience_id').optional(),
  city_id: positiveIntString('city_id').optional(),
  /** The slot's local day, from and to, both included. */
  date_from: ymd.optional(),
  date_to: ymd.optional(),
});

/** One slot on one date in one city (a row of slot_capacities). */
export const consoleSlot = z.object({
  id: z.number().int(),
  experience: personRef,
  city: personRef,
  date: z.string(),
  /** HH:MM, the city's local time. */
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  /** Places left to sell (capacity less booked); 0 on a closed or full slot. */
  left: z.number().int(),
  note: z.string(),
});
export type ConsoleSlot = z.infer<typeof consoleSlot>;
export const consoleSlotList = pageOf(consoleSlot);

// ── POST /admin/v1/availability/slots (admins): opens a slot on a date, as create-task-slot does ──
export const openSlotBody = createTaskSlotBody;

// ── PUT /admin/v1/availability/slots/{id}/capacity (admins): never below what is booked ──
export const slotCapacityBody = z.object({
  capacity: cap('capacity').max(1000, 'capacity must be at most 1000'),
});

// ── POST /admin/v1/availability/close-date (admins): nothing more is sold that day ──
export const closeDateBody = z.object({ experience_id: id(), city_id: id(), date: ymd });
export const closedDate = z.object({
  date: z.string(),
  /** Slots whose capacity came down to what is booked. */
  slots: z.number().int(),
  booked: z.number().int(),
});

// ── Weekly patterns: GET and POST /admin/v1/availability/patterns ──
const weekday = z
  .number({ error: 'weekdays must be numbers, 0 (Sunday) to 6 (Saturday)' })
  .int('weekdays must be 0 (Sunday) to 6 (Saturday)')
  .min(0, 'weekdays must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'weekdays must be 0 (Sunday) to 6 (Saturday)');
const slotTimes = z.object({ start_time: hhmm('start_time'), end_time: hhmm('end_time') });

export const slotPatternBody = z.object({
  experience_id: id(),
  city_id: id(),
  weekdays: z
    .array(weekday)
    .min(1, 'weekdays must name at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'weekdays must not repeat a day'),
  slots: z.array(slotTimes).min(1, 'slots must have at least one time').max(8, 'slots: at most 8 times'),
  capacity: z.number().int('capacity must be a whole number').min(1, 'capacity must be at least 1').max(1000),
  starts_on: ymd,
  weeks: z
    .number()
    .int('weeks must be a whole number')
    .min(1, 'weeks must be at least 1')
    .max(MAX_PATTERN_WEEKS, `weeks must be at most ${MAX_PATTERN_WEEKS}`),
});
export type SlotPatternBody = z.infer<typeof slotPatternBody>;

export const slotPattern = z.object({
  id: z.number().int(),
  experience: personRef,
  city: personRef,
  weekdays: z.array(z.number().int()),
  /** "Mon, Wed, Fri" */
  days: z.string(),
  slots: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
  capacity: z.number().int(),
  starts_on: z.string(),
  weeks: z.number().int(),
  created_by: personRef,
  created_at: z.string(),
});
export const slotPatternListQuery = pageQuery.extend({
  experience_id: positiveIntString('experience_id').optional(),
  city_id: positiveIntString('city_id').optional(),
});
export const slotPatternList = pageOf(slotPattern);
/** The pattern saved and what it did: slots opened now, and those left as they were (already open or passed). */
export const savedSlotPattern = z.object({
  pattern: slotPattern,
  opened: z.number().int(),
  skipped: z.number().int(),
});

// ── Date surges, the price calendar the customer sees: GET and POST /admin/v1/availability/surges ──
const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole percent`)
    .min(-100, `${field} must be at least -100`)
    .max(500, `${field} must be at most 500`);

export const surgeListQuery = pageQuery.extend({
  experience_id: positiveIntString('experience_id').optional(),
  date_from: ymd.optional(),
});
export const consoleSurge = z.object({
  experience: personRef,
  date: z.string(),
  task_percent: z.number().int(),
  customization_percent: z.number().int(),
  reason: z.string(),
});
export const consoleSurgeList = pageOf(consoleSurge);
export const surgeBody = z.object({
  experience_id: id(),
  date_from: ymd,
  date_to: ymd,
  task_percent: percent('task_percent'),
  customization_percent: percent('customization_percent').default(0),
  reason: text(200, 'reason').trim().min(3, 'reason must say why (3 characters or more)'),
});
export const savedSurges = z.object({ surges: z.array(consoleSurge) });

// ── DELETE /admin/v1/availability/surges/{experience_id}/{date} (admins): one date's surge removed ──
export const surgeParams = z.object({ experience_id: positiveIntString('experience_id'), date: ymd });
