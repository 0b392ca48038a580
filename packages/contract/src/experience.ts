import { z } from 'zod';
import { city } from './city';

export const tagRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const reviewSummary = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  created_at: z.string(),
  images: z.array(z.string()),
  /** Written by the customer of a completed booking and approved by an operator ("Verified booking"). */
  verified: z.boolean(),
});

/** GET /v5/experience/id/{id}: every section of the experience page (docs/product.md, "Experience page"). */
export const experienceDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  short_link: z.string(),
  page_url: z.string(),
  subtitle: z.string(),
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    price_on_request: z.boolean(),
  }),
  tags: z.array(tagRef),
  about: z.string(),
  inclusions: z.array(z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  need_to_know: z.array(z.string()),
  cancellation_policy: z.array(z.string()),
  /** The refund by hours before the slot, farthest first: its own terms or the store's default. */
  cancellation_steps: z.array(z.object({ from_hours: z.number().int(), percent: z.number().int() })),
  video_url: z.string().nullable(),
  featured_image: z.string(),
  alt_text: z.string(),
  gallery: z.array(z.object({ url: z.string(), alt_text: z.string() })),
  badge: z.string().nullable(),
  price: z.number().int(),
  exp_original_price: z.number().int(),
  min_hours: z.number().int(),
  pincode_category: z.number().int(),
  courier: z.boolean(),
  cod_available: z.boolean(),
  rating: z.object({ score: z.number(), count: z.number().int() }),
  reviews: z.array(reviewSummary),
  city: city.extend({ locality: z.string() }).nullable(),
  available_cities: z.array(city),
});
export type ExperienceDetail = z.infer<typeof experienceDetail>;
