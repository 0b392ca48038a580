import { z } from 'zod';
import { INT4_MAX, id, text } from '../bounds';
import { positiveIntString } from '../params';
import { rupees } from './money';
import { pageOf, pageQuery } from './paging';

// The catalogue screens of the operator console: experiences with every section
// the store's page shows, add-ons with their city prices, tags, categories and regions. Any
// operator reads them; only an admin changes them.

const required = (max: number, field: string) =>
  text(max, field, { required: `${field} is required` })
    .trim()
    .min(1, `${field} must not be empty`);
const lines = (field: string) => z.array(required(1000, field)).max(50, `${field} has at most 50 lines`);
/** A page address or an image: a path on the store (`/images/…`) or an http(s) address. */
const address = (field: string) =>
  text(500, field)
    .trim()
    .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, `${field} must be a path (/…) or an http(s) address`);

/** Hours ahead a booking must be made: whole, never below zero, at most a year. */
const minHours = z
  .number()
  .int('min_hours must be whole hours')
  .min(0, 'min_hours must not be below zero')
  .max(8760, 'min_hours must be at most a year');

/** A change (PUT) sends only the fields it changes, and at least one. */
const changeBody = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .partial()
    .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');

/**
 * An image the store shows: one of its own under /images (next/image serves only those;
 * docs/architecture.md, "Outside services"), so no address typed here can break a page.
 */
const storeImage = (field: string) =>
  text(500, field)
    .trim()
    .regex(/^\/images\/[^\s?#]+$/, `${field} must be a store image path (/images/…)`);

/** The most images an experience's gallery holds. */
export const GALLERY_MAX_IMAGES = 30;

// ── POST /admin/v1/catalogue/experiences/{id}/images (admins): an image uploaded for an experience ──
/** The form field the image comes in. */
export const EXPERIENCE_IMAGE_FIELD = 'image';
/** The largest image file taken, in bytes (a phone photo fits; it is re-encoded smaller). */
export const EXPERIENCE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Where the image goes: the featured image (replaced) or the gallery (added at its end). */
export const EXPERIENCE_IMAGE_PLACES = ['featured', 'gallery'] as const;
export type ExperienceImagePlace = (typeof EXPERIENCE_IMAGE_PLACES)[number];
export const experienceImageQuery = z.object({
  place: z
    .enum(EXPERIENCE_IMAGE_PLACES, { error: `place must be one of ${EXPERIENCE_IMAGE_PLACES.join(', ')}` })
    .default('featured'),
});
/**
 * The parts as the OpenAPI document shows them: one file in the field `image`. Documentation only
 * (the multipart parser leaves the body null): the API reads the part itself, checking its bytes.
 */
export const experienceImageParts = z
  .object({
    [EXPERIENCE_IMAGE_FIELD]: z
      .string()
      .meta({ format: 'binary' })
      .describe('A JPEG, PNG or WebP file of at most 8 MB'),
  })
  .nullish();
/** The same upload as the console sends it: a FormData with the file under `image`. */
export const experienceImageForm = z.custom<FormData>(
  (value) => typeof FormData !== 'undefined' && value instanceof FormData,
  'image must be sent as multipart/form-data',
);

export const SHORT_LINK = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where an experience is sold: its city, optional region and locality, and its city price (0: the base price). */
export const experienceCity = z.object({
  city_id: id(),
  region_id: id().nullable().default(null),
  locality: text(200, 'locality').trim().default(''),
  city_price: rupees('city_price').default(0),
});

const experienceFields = {
  name: required(200, 'name'),
  short_link: text(200, 'short_link')
    .trim()
    .regex(SHORT_LINK, 'short_link must be lower-case words joined by hyphens'),
  category_id: id(),
  subtitle: text(300, 'subtitle').trim(),
  about: required(10_000, 'about'),
  inclusions: lines('inclusions'),
  faq: z
    .array(z.object({ question: required(500, 'faq question'), answer: required(2000, 'faq answer') }))
    .max(50, 'faq has at most 50 questions'),
  need_to_know: lines('need_to_know'),
  cancellation_policy: lines('cancellation_policy'),
  video_url: address('video_url').nullable(),
  featured_image: storeImage('featured_image'),
  alt_text: text(300, 'alt_text').trim(),
  gallery: z
    .array(
      z.object({
        url: storeImage('gallery url'),
        alt_text: text(300, 'gallery alt_text').trim().default(''),
      }),
    )
    .max(GALLERY_MAX_IMAGES, `gallery has at most ${GALLERY_MAX_IMAGES} images`),
  badge: text(40, 'badge').trim().nullable(),
  price: rupees('price'),
  original_price: rupees('original_price'),
  min_hours: minHours,
  pincode_category: z
    .number()
    .int()
    .min(-1, 'pincode_category must be -1 (no pincode) or a category')
    .max(100),
  courier: z.boolean(),
  cod_available: z.boolean(),
  /** Customers may book it now and confirm later themselves (places held unpaid for up to a day). */
  offline_booking: z.boolean(),
  is_active: z.boolean(),
  recommended_rank: z.number().int().min(0).max(INT4_MAX),
  cities: z.array(experienceCity).max(100, 'cities has at most 100 rows'),
  tag_ids: z.array(id()).max(100, 'tag_ids has at most 100 tags'),
};

/** An experience as the console edits it: every field the catalogue keeps. */
export const consoleExperience = z.object({
  id: z.number().int(),
  name: z.string(),
  short_link: z.string(),
  category_id: z.number().int(),
  subtitle: z.string(),
  about: z.string(),
  inclusions: z.array(z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  need_to_know: z.array(z.string()),
  cancellation_policy: z.array(z.string()),
  video_url: z.string().nullable(),
  featured_image: z.string(),
  alt_text: z.string(),
  gallery: z.array(z.object({ url: z.string(), alt_text: z.string() })),
  badge: z.string().nullable(),
  price: z.number().int(),
  original_price: z.number().int(),
  min_hours: z.number().int(),
  pincode_category: z.number().int(),
  courier: z.boolean(),
  cod_available: z.boolean(),
  offline_booking: z.boolean(),
  is_active: z.boolean(),
  recommended_rank: z.number().int(),
  cities: z.array(
    z.object({
      city_id: z.number().int(),
      region_id: z.number().int().nullable(),
      locality: z.string(),
      city_price: z.number().int(),
    }),
  ),
  tag_ids: z.array(z.number().int()),
  /** The store's page of it in its first city (null when sold nowhere). */
  page_url: z.string().nullable(),
});
export type ConsoleExperience = z.infer<typeof consoleExperience>;

/** A row of the experiences list. */
export const consoleExperienceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  short_link: z.string(),
  category: z.string(),
  price: z.number().int(),
  original_price: z.number().int(),
  cities: z.number().int(),
  is_active: z.boolean(),
});

const flag = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false` }).transform((v) => v === 'true');

// ── GET /admin/v1/catalogue/experiences: by id, name or short link; by city, category, active ──
export const experienceListQuery = pageQuery.extend({
  city_id: positiveIntString('city_id').optional(),
  category_id: positiveIntString('category_id').optional(),
  active: flag('active').optional(),
});
export const experienceList = pageOf(consoleExperienceRow);

// ── POST /admin/v1/catalogue/experiences (admins): a new experience, every field given ──
export const experienceCreateBody = z.object({
  ...experienceFields,
  subtitle: experienceFields.subtitle.default(''),
  inclusions: experienceFields.inclusions.default([]),
  faq: experienceFields.faq.default([]),
  need_to_know: experienceFields.need_to_know.default([]),
  cancellation_policy: experienceFields.cancellation_policy.default([]),
  video_url: experienceFields.video_url.default(null),
  alt_text: experienceFields.alt_text.default(''),
  gallery: experienceFields.gallery.default([]),
  badge: experienceFields.badge.default(null),
  min_hours: experienceFields.min_hours.default(0),
  pincode_category: experienceFields.pincode_category.default(-1),
  courier: experienceFields.courier.default(false),
  cod_available: experienceFields.cod_available.default(false),
  offline_booking: experienceFields.offline_booking.default(false),
  is_active: experienceFields.is_active.default(true),
  recommended_rank: experienceFields.recommended_rank.default(0),
  tag_ids: experienceFields.tag_ids.default([]),
});

// ── PUT /admin/v1/catalogue/experiences/{id} (admins): the fields sent change, the rest stay ──
export const experienceUpdateBody = changeBody(experienceFields);

// ── Add-ons (customizations) and their city prices ──
export const consoleCustomization = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  category: z.string(),
  price: z.number().int(),
  original_price: z.number().int(),
  min_hours: z.number().int(),
  recommended: z.boolean(),
  max_quantity: z.number().int(),
  city_prices: z.array(z.object({ city_id: z.number().int(), price: z.number().int() })),
});
export const customizationListQuery = pageQuery;
export const customizationList = pageOf(consoleCustomization);
/** How an add-on is taken: one choice, several, a line of text, or a quantity. */
export const CUSTOMIZATION_TYPES = ['single_select', 'multi_select', 'text', 'quantity'] as const;
const customizationFields = {
  name: required(200, 'name'),
  description: text(2000, 'description').trim(),
  price: rupees('price'),
  original_price: rupees('original_price'),
  min_hours: minHours,
  recommended: z.boolean(),
  max_quantity: z.number().int().min(1, 'max_quantity must be at least 1').max(1000),
  /** Replaces every city price; a city left out charges the base price. */
  city_prices: z
    .array(z.object({ city_id: id(), price: rupees('city_prices price') }))
    .max(100, 'city_prices has at most 100 rows'),
};
export const customizationUpdateBody = changeBody(customizationFields);

// ── POST /admin/v1/catalogue/customizations (admins): a new add-on with its city prices ──
export const customizationCreateBody = z.object({
  ...customizationFields,
  type: z.enum(CUSTOMIZATION_TYPES, { error: `type must be one of ${CUSTOMIZATION_TYPES.join(', ')}` }),
  image_url: storeImage('image_url'),
  description: customizationFields.description.default(''),
  min_hours: customizationFields.min_hours.default(0),
  recommended: customizationFields.recommended.default(false),
  max_quantity: customizationFields.max_quantity.default(1),
  city_prices: customizationFields.city_prices.default([]),
  /** The experiences that offer it, in the order given (none: offered nowhere yet). */
  experience_ids: z.array(id()).max(1000, 'experience_ids has at most 1000 experiences').default([]),
});

/** A slug: the row's part of a store address, lower-case words joined by hyphens. */
const slug = text(100, 'slug').trim().regex(SHORT_LINK, 'slug must be lower-case words joined by hyphens');

// ── Tags, categories, regions ──
export const consoleTag = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int().nullable(),
  description: z.string(),
  image_url: z.string().nullable(),
  sort_order: z.number().int(),
  experiences: z.number().int(),
});
export const tagListQuery = pageQuery;
export const tagList = pageOf(consoleTag);
const tagFields = {
  name: required(100, 'name'),
  description: text(5000, 'description').trim(),
  category_id: id().nullable(),
  image_url: storeImage('image_url').nullable(),
  sort_order: z.number().int().min(0).max(INT4_MAX),
};
export const tagUpdateBody = changeBody(tagFields);
export const tagCreateBody = z.object({
  ...tagFields,
  slug,
  description: tagFields.description.default(''),
  category_id: tagFields.category_id.default(null),
  image_url: tagFields.image_url.default(null),
  sort_order: tagFields.sort_order.default(0),
});

export const consoleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  price_on_request: z.boolean(),
  experiences: z.number().int(),
});
export const categoryListQuery = pageQuery;
export const categoryList = pageOf(consoleCategory);
export const categoryUpdateBody = changeBody({ name: required(100, 'name'), price_on_request: z.boolean() });
export const categoryCreateBody = z.object({
  name: required(100, 'name'),
  slug,
  price_on_request: z.boolean().default(false),
});

export const consoleRegion = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export const regionListQuery = pageQuery;
export const regionList = pageOf(consoleRegion);
export const regionUpdateBody = changeBody({
  name: required(100, 'name'),
  description: text(5000, 'description').trim(),
});
/** A region's slug is unique within its city. */
export const regionCreateBody = z.object({
  city_id: id(),
  name: required(100, 'name'),
  slug,
  description: text(5000, 'description').trim().default(''),
});
