import { z } from 'zod';
import { pincodeField } from '../booking';
import { id } from '../bounds';
import { positiveIntString } from '../params';
import { rupees } from './money';
import { pageOf, pageQuery, personRef } from './paging';

// ── GET /admin/v1/pincodes: the pincodes of a city (`q`: the start of a pincode) and their charges ──
export const consolePincodeListQuery = pageQuery.extend({
  city_id: positiveIntString('city_id').optional(),
});

export const consolePincode = z.object({
  pincode: z.string(),
  city: personRef,
  region: personRef.nullable(),
  serviceable: z.boolean(),
  /** Rupees on top of the price for delivery there; 0 when not serviceable. */
  delivery_charge: z.number().int(),
});
export type ConsolePincode = z.infer<typeof consolePincode>;
export const consolePincodeList = pageOf(consolePincode);

// ── PUT and DELETE /admin/v1/pincodes/{pincode} (admins): adds, changes or removes a pincode ──
export const pincodeParams = z.object({ pincode: pincodeField });
export const pincodeBody = z.object({
  city_id: id(),
  region_id: id().nullable().default(null),
  serviceable: z.boolean({ error: 'serviceable must be true or false' }).default(true),
  delivery_charge: rupees('delivery_charge')
    .max(100_000, 'delivery_charge must be at most 100000')
    .default(0),
});
