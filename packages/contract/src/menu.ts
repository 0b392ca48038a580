import { z } from 'zod';
import { city } from './city';

export const menuTag = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** `/experiences/{city_short_name}/{tag_slug}` */
  url: z.string(),
  /** Active experiences of the tag in the city. */
  count: z.number().int(),
});

export const menuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  tags: z.array(menuTag),
});

/** GET /v3/getMenuJson: for the CITY header, the categories that have tags with experiences there. */
export const menuResponse = z.object({ city, categories: z.array(menuCategory) });
export type MenuResponse = z.infer<typeof menuResponse>;
