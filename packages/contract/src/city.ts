import { z } from 'zod';

export const city = z.object({
  id: z.number().int(),
  city_name: z.string(),
  city_short_name: z.string(),
  time_zone: z.string(),
});
export type City = z.infer<typeof city>;

export const citiesResponse = z.object({ cities: z.array(city), default_city_id: z.number().int() });
export type CitiesResponse = z.infer<typeof citiesResponse>;
