import { z } from 'zod';

/** Featured card (docs/product.md, "Featured cards"). */
export const featuredCard = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  alt_text: z.string(),
  img_url: z.string(),
  page_url: z.string(),
  caption: z.string(),
  rating_count: z.number().int(),
  rating_score: z.number(),
  is_wishlisted: z.boolean(),
  task_category_name: z.string(),
  cost_price: z.number().int(),
  price: z.number().int(),
  locality: z.string(),
  badge: z.string().nullable(),
  /** Sold on enquiry: the card shows "Price on request" instead of the price. */
  price_on_request: z.boolean(),
});
export type FeaturedCard = z.infer<typeof featuredCard>;
