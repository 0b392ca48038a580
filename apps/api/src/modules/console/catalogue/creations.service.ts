import type {
  categoryCreateBody,
  customizationCreateBody,
  regionCreateBody,
  tagCreateBody,
} from '@store/contract/console';
import type { Db } from '@store/db';
import { type ConsoleAction, DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { knownCategories, knownCities, replaceCityPrices } from './catalogue.repository';
import {
  insertCategory,
  insertCustomization,
  insertRegion,
  insertTag,
  knownExperiences,
  lockForCreation,
  offerWith,
  slugOwner,
} from './creations.repository';
import { checkIds } from './experiences.service';
import { getCategory, getCustomization, getRegion, getTag } from './taxonomy.service';

// New tags, categories, regions and add-ons (admins), each audited with what was created; the
// store's menu and listings show them after the catalogue refresh that follows every change.

/** A slug another row holds is a 409 naming it, checked under the table's lock (no race). */
async function assertSlugFree(tx: Db, what: 'tag' | 'category' | 'region', slug: string, cityId?: number) {
  const owner = await slugOwner(tx, what, slug, cityId);
  if (owner !== undefined)
    throw new DomainError('SLUG_TAKEN', `The slug "${slug}" is already used by ${what} ${owner}`, {
      slug: `slug "${slug}" is already used by ${what} ${owner}`,
    });
}

/** Locks, writes and reads back one new row in an audited transaction. */
function create<T extends { id: number; name: string }>(
  db: Db,
  admin: Operator,
  now: Date,
  what: 'tag' | 'category' | 'region' | 'customization',
  write: (tx: Db, id: number) => Promise<T>,
): Promise<T> {
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    const id = await lockForCreation(tx, what);
    const created = await write(tx, id);
    return {
      result: created,
      audit: {
        action: `${what}.create` as ConsoleAction,
        subject: { type: what, id },
        summary: `Created ${what} ${created.name}`,
        before: null,
        after: { ...created },
      },
    };
  });
}

export async function createTag(db: Db, admin: Operator, body: z.output<typeof tagCreateBody>, now: Date) {
  if (body.category_id !== null && !(await knownCategories(db, [body.category_id])).has(body.category_id))
    throw validationError({ category_id: `Category ${body.category_id} does not exist` });
  return create(db, admin, now, 'tag', async (tx, id) => {
    await assertSlugFree(tx, 'tag', body.slug);
    await insertTag(tx, {
      id,
      name: body.name,
      slug: body.slug,
      categoryId: body.category_id,
      description: body.description,
      imageUrl: body.image_url,
      sortOrder: body.sort_order,
    });
    return getTag(tx, id);
  });
}

export function createCategory(
  db: Db,
  admin: Operator,
  body: z.output<typeof categoryCreateBody>,
  now: Date,
) {
  return create(db, admin, now, 'category', async (tx, id) => {
    await assertSlugFree(tx, 'category', body.slug);
    await insertCategory(tx, { id, name: body.name, slug: body.slug, priceOnRequest: body.price_on_request });
    return getCategory(tx, id);
  });
}

export async function createRegion(
  db: Db,
  admin: Operator,
  body: z.output<typeof regionCreateBody>,
  now: Date,
) {
  if (!(await knownCities(db, [body.city_id])).has(body.city_id))
    throw validationError({ city_id: `City ${body.city_id} does not exist` });
  return create(db, admin, now, 'region', async (tx, id) => {
    await assertSlugFree(tx, 'region', body.slug, body.city_id);
    await insertRegion(tx, {
      id,
      cityId: body.city_id,
      name: body.name,
      slug: body.slug,
      description: body.description,
    });
    return getRegion(tx, id);
  });
}

export async function createCustomization(
  db: Db,
  admin: Operator,
  body: z.output<typeof customizationCreateBody>,
  now: Date,
) {
  await checkIds(
    'city_prices',
    'City',
    body.city_prices.map((p) => p.city_id),
    (ids) => knownCities(db, ids),
  );
  await checkIds('experience_ids', 'Experience', body.experience_ids, (ids) => knownExperiences(db, ids));
  if (body.type === 'single_select' && body.max_quantity !== 1)
    throw validationError({ max_quantity: 'A single-choice add-on is always taken once (max_quantity 1)' });
  return create(db, admin, now, 'customization', async (tx, id) => {
    await insertCustomization(tx, {
      id,
      name: body.name,
      description: body.description,
      type: body.type,
      imageUrl: body.image_url,
      imageLgUrl: body.image_url,
      price: body.price,
      originalPrice: body.original_price,
      minHours: body.min_hours,
      recommended: body.recommended,
      maxQuantity: body.max_quantity,
    });
    await replaceCityPrices(
      tx,
      id,
      body.city_prices.map((p) => ({ cityId: p.city_id, price: p.price })),
    );
    await offerWith(tx, id, body.experience_ids);
    return getCustomization(tx, id);
  });
}
