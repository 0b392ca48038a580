import { z } from 'zod';
import { text } from './bounds';
import { city } from './city';

/** The tag fields a page header needs: title, description and picture. */
export const tagSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
});
export type TagSummary = z.infer<typeof tagSummary>;

export const tagCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * GET /v4/tag/name/{name}: a tag by slug (or its exact name, any case) for the CITY header.
 * `available_cities`: the active cities where the tag has active experiences (the city switch
 * sends the visitor to `/` when the new city is not among them); `experience_count`: active
 * experiences of the tag in `city`.
 */
export const tagDetail = tagSummary.extend({
  category: tagCategory.nullable(),
  city,
  available_cities: z.array(city),
  experience_count: z.number().int(),
});
export type TagDetail = z.infer<typeof tagDetail>;

export const tagNameParams = z.object({ name: text(120, 'name').trim().min(1) });
