import { z } from 'zod';
import { personRef } from './paging';

/** The names the console's filters pick from: cities, experiences and vendors, by id. */
export const consoleLookups = z.object({
  cities: z.array(personRef),
  experiences: z.array(personRef),
  vendors: z.array(personRef),
});
