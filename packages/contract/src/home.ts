import { z } from 'zod';
import { city } from './city';
import { tagRef } from './experience';
import { featuredCard } from './featured-card';

export const homeSection = z.object({ tag: tagRef, cards: z.array(featuredCard) });

/** GET /v2/getHomePage (v1 layout): up to 8 cards per tag for the CITY header. */
export const homePage = z.object({ city, sections: z.array(homeSection) });
export type HomePage = z.infer<typeof homePage>;

/** A category tile of the v2 home: links to the category's first tag with experiences in the city. */
export const homeCategoryTile = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  tag_slug: z.string(),
  /** `/experiences/{city_short_name}/{tag_slug}` */
  url: z.string(),
  image_url: z.string().nullable(),
  /** Active experiences of the category in the city. */
  count: z.number().int(),
});

/**
 * GET /v5/getHomePage (v2 layout) for the CITY header: `hero` up to 4 Bestseller/Trending cards,
 * `categories` tiles, `top_rated` up to 8 cards with the best average rating (at least 3
 * reviews), `sections` up to 8 cards per tag.
 */
export const homePageV2 = z.object({
  city,
  hero: z.array(featuredCard),
  categories: z.array(homeCategoryTile),
  top_rated: z.array(featuredCard),
  sections: z.array(homeSection),
});
export type HomePageV2 = z.infer<typeof homePageV2>;
