import { z } from 'zod';
import { int4 } from '../bounds';
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

// ── PUT /admin/v1/vendors/{id}: the basics an operator changes ──
const weekday = int4(0).max(6, 'working_days are 0 (Sunday) to 6 (Saturday)');
export const vendorUpdateBody = z
  .object({
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    whatsapp_opt_in: z.boolean({ error: 'whatsapp_opt_in must be true or false' }).optional(),
    working_days: z
      .array(weekday, { error: 'working_days must be a list of weekdays' })
      .min(1, 'working_days needs at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'working_days has a day twice')
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Say what to change: active, whatsapp_opt_in or working_days',
    path: ['active'],
  });
