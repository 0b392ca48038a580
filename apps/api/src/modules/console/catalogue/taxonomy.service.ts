import type {
  categoryUpdateBody,
  consoleCategory,
  consoleCustomization,
  consoleRegion,
  consoleTag,
  customizationUpdateBody,
  regionUpdateBody,
  tagUpdateBody,
} from '@store/contract/console';
import type { Db } from '@store/db';
import { type ConsoleAction, DomainError, validationError } from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import {
  type CustomizationRow,
  categoryById,
  cityPricesOf,
  customizationById,
  findCategories,
  findCustomizations,
  findRegions,
  findTags,
  knownCategories,
  knownCities,
  regionById,
  replaceCityPrices,
  tagById,
  updateCategory,
  updateCustomization,
  updateRegion,
  updateTag,
} from './catalogue.repository';
import { checkIds } from './experiences.service';

// Add-ons, tags, categories and regions: listed for any operator, changed by admins, each change
// audited with the fields sent before and after.

type Page = { page: number; per_page: number; q?: string | undefined };
type Tag = z.infer<typeof consoleTag>;
type Category = z.infer<typeof consoleCategory>;
type Region = z.infer<typeof consoleRegion>;
type Customization = z.infer<typeof consoleCustomization>;

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

const found = <T>(row: T | undefined, what: string, id: number): T => {
  if (!row) throw new DomainError('NOT_FOUND', `${what} ${id} was not found`);
  return row;
};

/**
 * One audited change of a catalogue row: lock it (404 when missing), write, read it back, and keep
 * the fields sent as they were and as they are.
 */
async function changeRow<T extends { id: number; name: string }>(
  db: Db,
  admin: Operator,
  now: Date,
  change: {
    action: ConsoleAction;
    subject: string;
    id: number;
    fields: string[];
    load: (tx: Db) => Promise<T | undefined>;
    write: (tx: Db) => Promise<void>;
  },
): Promise<T> {
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    const before = found(await change.load(tx), change.subject, change.id);
    await change.write(tx);
    const after = (await change.load(tx)) as T;
    const pick = (row: T) => Object.fromEntries(change.fields.map((f) => [f, row[f as keyof T]]));
    return {
      result: after,
      audit: {
        action: change.action,
        subject: { type: change.subject.toLowerCase(), id: change.id },
        summary: `${after.name}: changed ${change.fields.join(', ')}`,
        before: pick(before),
        after: pick(after),
      },
    };
  });
}

// ── Add-ons ──

const toCustomization = (
  c: CustomizationRow,
  prices: { cityId: number; price: number }[],
): Customization => ({
  id: c.id,
  name: c.name,
  description: c.description,
  type: c.type,
  category: c.category,
  price: c.price,
  original_price: c.originalPrice,
  min_hours: c.minHours,
  recommended: c.recommended,
  max_quantity: c.maxQuantity,
  city_prices: prices.map((p) => ({ city_id: p.cityId, price: p.price })),
});

export async function listCustomizations(db: Db, query: Page) {
  const { rows, prices, total } = await findCustomizations(db, query.q || undefined, pageWindow(query));
  const items = rows.map((c) =>
    toCustomization(
      c,
      prices.filter((p) => p.customizationId === c.id),
    ),
  );
  return { items, total };
}

export async function getCustomization(db: Db, id: number): Promise<Customization> {
  return toCustomization(
    found(await customizationById(db, id), 'Customization', id),
    await cityPricesOf(db, [id]),
  );
}

/** PUT /admin/v1/catalogue/customizations/{id} (admins): its fields and, as a whole, its city prices. */
export async function changeCustomization(
  db: Db,
  admin: Operator,
  id: number,
  body: z.output<typeof customizationUpdateBody>,
  now: Date,
): Promise<Customization> {
  if (body.city_prices) {
    await checkIds(
      'city_prices',
      'City',
      body.city_prices.map((p) => p.city_id),
      (ids) => knownCities(db, ids),
    );
  }
  if (body.max_quantity !== undefined && body.max_quantity !== 1) {
    const row = await customizationById(db, id);
    if (row?.type === 'single_select')
      throw validationError({ max_quantity: 'A single-choice add-on is always taken once (max_quantity 1)' });
  }
  const { city_prices, original_price, min_hours, max_quantity, ...rest } = body;
  return changeRow(db, admin, now, {
    action: 'customization.update',
    subject: 'Customization',
    id,
    fields: Object.keys(body),
    load: async (tx) => {
      const row = await customizationById(tx, id, true);
      return row && toCustomization(row, await cityPricesOf(tx, [id]));
    },
    write: async (tx) => {
      await updateCustomization(
        tx,
        id,
        defined({ ...rest, originalPrice: original_price, minHours: min_hours, maxQuantity: max_quantity }),
      );
      if (city_prices)
        await replaceCityPrices(
          tx,
          id,
          city_prices.map((p) => ({ cityId: p.city_id, price: p.price })),
        );
    },
  });
}

// ── Tags ──

const toTag = ({ tag, experiences }: NonNullable<Awaited<ReturnType<typeof tagById>>>): Tag => ({
  id: tag.id,
  name: tag.name,
  slug: tag.slug,
  category_id: tag.categoryId,
  description: tag.description,
  image_url: tag.imageUrl,
  sort_order: tag.sortOrder,
  experiences,
});

export async function listTags(db: Db, query: Page) {
  const { rows, total } = await findTags(db, query.q || undefined, pageWindow(query));
  return { items: rows.map(toTag), total };
}

export const getTag = async (db: Db, id: number) => toTag(found(await tagById(db, id), 'Tag', id));

export async function changeTag(
  db: Db,
  admin: Operator,
  id: number,
  body: z.output<typeof tagUpdateBody>,
  now: Date,
): Promise<Tag> {
  if (
    typeof body.category_id === 'number' &&
    !(await knownCategories(db, [body.category_id])).has(body.category_id)
  )
    throw validationError({ category_id: `Category ${body.category_id} does not exist` });
  return changeRow(db, admin, now, {
    action: 'tag.update',
    subject: 'Tag',
    id,
    fields: Object.keys(body),
    load: async (tx) => {
      const row = await tagById(tx, id, true);
      return row && toTag(row);
    },
    write: (tx) =>
      updateTag(
        tx,
        id,
        defined({
          name: body.name,
          description: body.description,
          categoryId: body.category_id,
          imageUrl: body.image_url,
          sortOrder: body.sort_order,
        }),
      ),
  });
}

// ── Categories ──

const toCategory = ({
  category,
  experiences,
}: NonNullable<Awaited<ReturnType<typeof categoryById>>>): Category => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
  price_on_request: category.priceOnRequest,
  experiences,
});

export async function listCategories(db: Db, query: Page) {
  const { rows, total } = await findCategories(db, query.q || undefined, pageWindow(query));
  return { items: rows.map(toCategory), total };
}

export const getCategory = async (db: Db, id: number) =>
  toCategory(found(await categoryById(db, id), 'Category', id));

export function changeCategory(
  db: Db,
  admin: Operator,
  id: number,
  body: z.output<typeof categoryUpdateBody>,
  now: Date,
): Promise<Category> {
  return changeRow(db, admin, now, {
    action: 'category.update',
    subject: 'Category',
    id,
    fields: Object.keys(body),
    load: async (tx) => {
      const row = await categoryById(tx, id, true);
      return row && toCategory(row);
    },
    write: (tx) =>
      updateCategory(tx, id, defined({ name: body.name, priceOnRequest: body.price_on_request })),
  });
}

// ── Regions ──

const toRegion = (r: NonNullable<Awaited<ReturnType<typeof regionById>>>): Region => ({
  id: r.id,
  city_id: r.cityId,
  name: r.name,
  slug: r.slug,
  description: r.description,
});

export async function listRegions(db: Db, query: Page) {
  const { rows, total } = await findRegions(db, query.q || undefined, pageWindow(query));
  return { items: rows.map(toRegion), total };
}

export const getRegion = async (db: Db, id: number) =>
  toRegion(found(await regionById(db, id), 'Region', id));

export function changeRegion(
  db: Db,
  admin: Operator,
  id: number,
  body: z.output<typeof regionUpdateBody>,
  now: Date,
): Promise<Region> {
  return changeRow(db, admin, now, {
    action: 'region.update',
    subject: 'Region',
    id,
    fields: Object.keys(body),
    load: async (tx) => {
      const row = await regionById(tx, id, true);
      return row && toRegion(row);
    },
    write: (tx) => updateRegion(tx, id, defined({ name: body.name, description: body.description })),
  });
}
