import type {
  ConsoleExperience,
  experienceCreateBody,
  experienceListQuery,
  experienceUpdateBody,
} from '@store/contract/console';
import type { Db } from '@store/db';
import { DomainError, experiencePageUrl, validationError } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import {
  type ExperienceValues,
  experienceWithParts,
  findExperiences,
  insertExperience,
  knownCategories,
  knownCities,
  knownTags,
  regionCities,
  replaceExperienceCities,
  replaceExperienceTags,
  replaceGallery,
  shortLinkOwner,
  updateExperience,
} from './catalogue.repository';

type CreateBody = z.output<typeof experienceCreateBody>;
type UpdateBody = z.output<typeof experienceUpdateBody>;
type Parts = NonNullable<Awaited<ReturnType<typeof experienceWithParts>>>;

/** GET /admin/v1/catalogue/experiences: by id, name or short link; by city, category and active. */
export async function listExperiences(db: Db, query: z.output<typeof experienceListQuery>) {
  const { rows, total } = await findExperiences(
    db,
    { q: query.q || undefined, cityId: query.city_id, categoryId: query.category_id, active: query.active },
    pageWindow(query),
  );
  const items = rows.map(({ experience: e, category, cities }) => ({
    id: e.id,
    name: e.name,
    short_link: e.shortLink,
    category,
    price: e.price,
    original_price: e.originalPrice,
    cities,
    is_active: e.isActive,
  }));
  return { items, total };
}

export function toConsoleExperience(p: Parts): ConsoleExperience {
  const e = p.experience;
  return {
    id: e.id,
    name: e.name,
    short_link: e.shortLink,
    category_id: e.categoryId,
    subtitle: e.subtitle,
    about: e.about,
    inclusions: e.inclusions,
    faq: e.faq,
    need_to_know: e.needToKnow,
    cancellation_policy: e.cancellationPolicy,
    video_url: e.videoUrl,
    featured_image: e.featuredImage,
    alt_text: e.altText,
    gallery: p.gallery.map((g) => ({ url: g.url, alt_text: g.altText })),
    badge: e.badge,
    price: e.price,
    original_price: e.originalPrice,
    min_hours: e.minHours,
    pincode_category: e.pincodeCategory,
    courier: e.courier,
    cod_available: e.codAvailable,
    offline_booking: e.offlineBooking,
    is_active: e.isActive,
    recommended_rank: e.recommendedRank,
    cities: p.cities.map((c) => ({
      city_id: c.cityId,
      region_id: c.regionId,
      locality: c.locality,
      city_price: c.cityPrice,
    })),
    tag_ids: p.tagIds,
    page_url: p.firstCity ? experiencePageUrl(e.id, p.firstCity, e.shortLink) : null,
  };
}

export async function loadExperience(db: Db, id: number, lock = false): Promise<Parts> {
  const parts = await experienceWithParts(db, id, lock);
  if (!parts) throw new DomainError('NOT_FOUND', `Experience ${id} was not found`);
  return parts;
}

/** GET /admin/v1/catalogue/experiences/{id}: every field the catalogue keeps of it. */
export async function getConsoleExperience(db: Db, id: number): Promise<ConsoleExperience> {
  return toConsoleExperience(await loadExperience(db, id));
}

/**
 * Ids a change refers to, each once and each known (a 400 naming the field otherwise): `what` names
 * one in the message ("City 7 does not exist").
 */
export async function checkIds(
  field: string,
  what: string,
  ids: number[],
  known: (ids: number[]) => Promise<Set<number>>,
): Promise<void> {
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw validationError({ [field]: `${what} ${twice} is listed twice` });
  const found = await known(ids);
  const unknown = ids.find((id) => !found.has(id));
  if (unknown !== undefined) throw validationError({ [field]: `${what} ${unknown} does not exist` });
}

/**
 * What a change refers to must exist: its category, cities (each once, a region of that city), tags
 * (each once), and a short link no other experience holds. A 400 naming the field otherwise (a 409
 * SLUG_TAKEN for the short link).
 */
async function checkReferences(db: Db, body: UpdateBody, experienceId?: number): Promise<void> {
  if (
    body.category_id !== undefined &&
    !(await knownCategories(db, [body.category_id])).has(body.category_id)
  )
    throw validationError({ category_id: `Category ${body.category_id} does not exist` });
  if (body.cities) {
    await checkIds(
      'cities',
      'City',
      body.cities.map((c) => c.city_id),
      (ids) => knownCities(db, ids),
    );
    const regionIds = body.cities.flatMap((c) => (c.region_id === null ? [] : [c.region_id]));
    const regionCity = await regionCities(db, regionIds);
    const stray = body.cities.find((c) => c.region_id !== null && regionCity.get(c.region_id) !== c.city_id);
    if (stray)
      throw validationError({ cities: `Region ${stray.region_id} is not a region of city ${stray.city_id}` });
  }
  if (body.tag_ids) {
    await checkIds('tag_ids', 'Tag', body.tag_ids, (ids) => knownTags(db, ids));
  }
  if (body.short_link !== undefined) {
    const owner = await shortLinkOwner(db, body.short_link);
    if (owner !== undefined && owner !== experienceId)
      throw new DomainError(
        'SLUG_TAKEN',
        `The short link "${body.short_link}" is already used by experience ${owner}`,
        {
          short_link: `short_link is already used by experience ${owner}`,
        },
      );
  }
}

/** The experience's own columns among the fields sent. */
function columnsOf(body: UpdateBody): Partial<ExperienceValues> {
  const columns: Partial<ExperienceValues> = {
    name: body.name,
    shortLink: body.short_link,
    categoryId: body.category_id,
    subtitle: body.subtitle,
    about: body.about,
    inclusions: body.inclusions,
    faq: body.faq,
    needToKnow: body.need_to_know,
    cancellationPolicy: body.cancellation_policy,
    videoUrl: body.video_url,
    featuredImage: body.featured_image,
    altText: body.alt_text,
    badge: body.badge,
    price: body.price,
    originalPrice: body.original_price,
    minHours: body.min_hours,
    pincodeCategory: body.pincode_category,
    courier: body.courier,
    codAvailable: body.cod_available,
    offlineBooking: body.offline_booking,
    isActive: body.is_active,
    recommendedRank: body.recommended_rank,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

async function writeParts(tx: Db, id: number, body: UpdateBody): Promise<void> {
  if (body.cities)
    await replaceExperienceCities(
      tx,
      id,
      body.cities.map((c) => ({
        cityId: c.city_id,
        regionId: c.region_id,
        locality: c.locality,
        cityPrice: c.city_price,
      })),
    );
  if (body.tag_ids) await replaceExperienceTags(tx, id, body.tag_ids);
  if (body.gallery)
    await replaceGallery(
      tx,
      id,
      body.gallery.map((g) => ({ url: g.url, altText: g.alt_text })),
    );
}

/** The fields sent and their values before the change, for the audit. */
function changed(before: ConsoleExperience, after: ConsoleExperience, fields: string[]) {
  const pick = (e: ConsoleExperience) =>
    Object.fromEntries(fields.map((f) => [f, e[f as keyof ConsoleExperience]]));
  const differing = fields.filter(
    (f) =>
      JSON.stringify(before[f as keyof ConsoleExperience]) !==
      JSON.stringify(after[f as keyof ConsoleExperience]),
  );
  return { before: pick(before), after: pick(after), differing };
}

/**
 * PUT /admin/v1/catalogue/experiences/{id} (admins): the fields sent replace the stored ones (cities,
 * tags and gallery as wholes), audited with each field before and after; nothing is written when a
 * field is refused.
 */
export async function changeExperience(
  db: Db,
  admin: Operator,
  id: number,
  body: UpdateBody,
  now: Date,
): Promise<ConsoleExperience> {
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    const before = toConsoleExperience(await loadExperience(tx, id, true));
    await checkReferences(tx, body, id);
    await updateExperience(tx, id, columnsOf(body));
    await writeParts(tx, id, body);
    const after = toConsoleExperience(await loadExperience(tx, id));
    const diff = changed(before, after, Object.keys(body));
    return {
      result: after,
      audit: {
        action: 'experience.update',
        subject: { type: 'experience', id },
        summary:
          diff.differing.length === 0
            ? `${after.name}: nothing changed`
            : `${after.name}: changed ${diff.differing.join(', ')}`,
        before: diff.before,
        after: diff.after,
      },
    };
  });
}

/** POST /admin/v1/catalogue/experiences (admins): a new experience with its cities, tags and gallery. */
export async function createExperience(
  db: Db,
  admin: Operator,
  body: CreateBody,
  now: Date,
): Promise<ConsoleExperience> {
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    await checkReferences(tx, body);
    const id = await insertExperience(tx, columnsOf(body) as ExperienceValues);
    await writeParts(tx, id, body);
    const created = toConsoleExperience(await loadExperience(tx, id));
    return {
      result: created,
      audit: {
        action: 'experience.create',
        subject: { type: 'experience', id },
        summary: `Created ${created.name} at ₹${created.price}`,
        before: null,
        after: { ...created },
      },
    };
  });
}
