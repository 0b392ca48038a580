import { z } from 'zod';

/** The request headers of spec section 7. CITY may be a city id or its short name. */
export const storeHeaders = z.object({
  'app-version': z.string().max(64).optional(),
  'x-csrf-token': z.string().max(512).optional(),
  city: z.string().max(64).optional(),
  pincode: z.string().max(16).optional(),
});
export type StoreHeaders = z.infer<typeof storeHeaders>;
