import { z } from 'zod';
import { text } from './bounds';
import { city } from './city';
import { tagRef } from './experience';
import { featuredCard } from './featured-card';

/** A group of cards under one tag (home strips, region pages). */
export const tagCardSection = z.object({ tag: tagRef, cards: z.array(featuredCard) });
export type TagCardSection = z.infer<typeof tagCardSection>;

/**
 * GET /v5/getExperiencesPageLayout/{id}: a region page (web route /experiences/{city}/{region id}).
 * The region belongs to one city and is answered for that city whatever the CITY header; the web
 * compares `region.city` with its path. Sections: the region's active experiences grouped by tag
 * (an experience with two tags is in both); `total` counts distinct experiences.
 */
export const regionLayout = z.object({
  region: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    city,
  }),
  sections: z.array(tagCardSection),
  total: z.number().int(),
});
export type RegionLayout = z.infer<typeof regionLayout>;

/** The anchor ids of the experience page sections (docs/product.md, "Experience page"), in page order. */
export const EXPERIENCE_SECTION_IDS = [
  'top-name',
  'about',
  'inclusions',
  'faq',
  'need-to-know',
  'video',
  'gallery',
  'reviews',
  'customization',
  'cancellation',
  'pincode',
] as const;
export const experienceSectionId = z.enum(EXPERIENCE_SECTION_IDS);
export type ExperienceSectionId = z.infer<typeof experienceSectionId>;

export const breadcrumb = z.object({ name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumb>;

export const experienceLayoutQuery = z.object({ tag_source: text(120, 'tag_source').trim().optional() });

/**
 * GET /v5/getExperiencePageLayout/{id}?tag_source=slug, for the CITY header. `sections` lists the
 * anchors in order (`video` only when the experience has one), each with its heading.
 * `breadcrumbs`: Home, then the tag (tag_source when the experience has that tag, else its first
 * tag), then the experience; `tag` is that tag. `related`: up to 8 active experiences of the
 * same city sharing a tag, recommended first.
 */
export const experienceLayout = z.object({
  experience: z.object({
    id: z.number().int(),
    name: z.string(),
    short_link: z.string(),
    page_url: z.string(),
  }),
  city,
  sections: z.array(z.object({ id: experienceSectionId, title: z.string() })),
  tag: tagRef.nullable(),
  breadcrumbs: z.array(breadcrumb),
  related: z.array(featuredCard),
});
export type ExperienceLayout = z.infer<typeof experienceLayout>;
