import { z } from 'zod';
import { mobileField } from '../accounts';
import { pincodeField, ymd } from '../booking';
import { id, int4, text } from '../bounds';
import { positiveIntString } from '../params';
import { pageOf, pageQuery, personRef } from './paging';

// ── GET /admin/v1/vendors: by name or mobile (`q`), city, experience, active ──
export const vendorListQuery = pageQuery.extend({
  city_id: positiveIntString('city_id').optional(),
  experience_id: positiveIntString('experience_id').optional(),
  active: z.enum(['true', 'false'], { error: "active must be 'true' or 'false'" }).optional(),
});

/** A vendor as the console lists them: where they work, what they serve (ranked), and their record. */
export const consoleVendor = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  whatsapp_opt_in: z.boolean(),
  /** 0 = Sunday. */
  working_days: z.array(z.number().int()),
  active: z.boolean(),
  /** False until the vendor reads out the code texted to their mobile: till then, asked nothing. */
  mobile_verified: z.boolean(),
  /** Bookings a day they take; null: no limit. */
  daily_capacity: z.number().int().nullable(),
  /** Asked nothing before this date (the pause ends by itself); null when not paused. */
  pause: z.object({ until: z.string(), reason: z.string() }).nullable(),
  /** Whether the pause holds today (by the API's clock). */
  paused: z.boolean(),
  /** Pincodes served, each in its city; a city with none listed is served whole. */
  pincodes: z.array(z.object({ pincode: z.string(), city_id: z.number().int() })),
  cities: z.array(personRef),
  /** Each experience in each city, with the vendor's place in its list (1 is asked first). */
  experiences: z.array(
    z.object({ id: z.number().int(), name: z.string(), city: personRef, rank: z.number().int() }),
  ),
  /** Booking requests sent to them, and how many they accepted, rejected or let lapse. */
  requests: z.number().int(),
  decided: z.number().int(),
  /** Whole percent of decided requests accepted; null before any. */
  acceptance_rate: z.number().int().nullable(),
  /** The median time from a request to the vendor's answer (accepted or rejected); null before any. */
  median_response_minutes: z.number().int().nullable(),
});
export type ConsoleVendor = z.infer<typeof consoleVendor>;
export const vendorList = pageOf(consoleVendor);

const weekday = int4(0).max(6, 'working_days are 0 (Sunday) to 6 (Saturday)');
const workingDays = z
  .array(weekday, { error: 'working_days must be a list of weekdays' })
  .min(1, 'working_days needs at least one day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'working_days has a day twice');
const dailyCapacity = z
  .number({ error: 'daily_capacity must be a whole number of bookings a day, or null for no limit' })
  .int('daily_capacity must be a whole number')
  .min(1, 'daily_capacity must be at least 1 (or null for no limit)')
  .max(100, 'daily_capacity is at most 100 bookings a day')
  .nullable();
/** An experience the vendor serves in a city; without a rank they come last in its list. */
const area = z.object({
  city_id: id(),
  experience_id: id(),
  rank: id().max(1000).optional(),
});
const areas = z
  .array(area, { error: 'areas must be a list of cities and experiences' })
  .min(1, 'areas needs at least one city and experience')
  .max(500)
  .refine(
    (list) => new Set(list.map((a) => `${a.city_id}:${a.experience_id}`)).size === list.length,
    'areas has an experience in a city twice',
  );
const pincodes = z
  .array(pincodeField, { error: 'pincodes must be a list of pincodes' })
  .max(2000)
  .refine((list) => new Set(list).size === list.length, 'pincodes has a pincode twice');
const vendorName = text(100, 'name').trim().min(2, 'name needs at least 2 characters');

// ── POST /admin/v1/vendors: a new vendor (admins only), not asked for bookings until their mobile is proven ──
export const vendorCreateBody = z.object({
  name: vendorName,
  mobile: mobileField,
  whatsapp_opt_in: z.boolean({ error: 'whatsapp_opt_in must be true or false' }).default(false),
  working_days: workingDays.default([0, 1, 2, 3, 4, 5, 6]),
  daily_capacity: dailyCapacity.default(null),
  areas,
  pincodes: pincodes.default([]),
});

// ── PUT /admin/v1/vendors/{id}: what an operator changes (deactivating: admins only) ──
export const vendorUpdateBody = z
  .object({
    name: vendorName.optional(),
    /** A new mobile is unproven until the vendor reads out a new code. */
    mobile: mobileField.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    whatsapp_opt_in: z.boolean({ error: 'whatsapp_opt_in must be true or false' }).optional(),
    working_days: workingDays.optional(),
    daily_capacity: dailyCapacity.optional(),
    /** The whole list: ranks kept for those already served, the new ones last unless ranked. */
    areas: areas.optional(),
    pincodes: pincodes.optional(),
    /** Paused until a later date, with a reason; null ends a pause now. */
    pause: z
      .object({
        until: ymd,
        reason: text(200, 'reason').trim().min(3, 'reason needs at least 3 characters'),
      })
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message:
      'Say what to change: name, mobile, active, whatsapp_opt_in, working_days, daily_capacity, areas, pincodes or pause',
    path: ['active'],
  });

// ── POST /admin/v1/vendors/{id}/mobile-code and …/mobile-code/verify: the mobile proven ──
export const vendorCodeSent = z.object({ mobile: z.string() });
export const vendorCodeBody = z.object({
  otp: text(10, 'otp').regex(/^[0-9]{6}$/, 'otp must be the 6 digits the vendor read out'),
});
