import { type Db, schema } from '@store/db';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../search';

const {
  categories,
  cities,
  customizationCityPrices,
  customizations,
  experienceCities,
  experienceImages,
  experiences,
  experienceTags,
  regions,
  tags,
} = schema;

type Page = { limit: number; offset: number };
export type ExperienceValues = Omit<typeof experiences.$inferInsert, 'id'>;
export type CityRow = { cityId: number; regionId: number | null; locality: string; cityPrice: number };
export type GalleryRow = { url: string; altText: string };

// ── Experiences ──

export type ExperienceSearch = { q?: string; cityId?: number; categoryId?: number; active?: boolean };

function matching(s: ExperienceSearch): SQL | undefined {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    s.active === undefined ? undefined : eq(experiences.isActive, s.active),
    s.categoryId === undefined ? undefined : eq(experiences.categoryId, s.categoryId),
    s.cityId === undefined
      ? undefined
      : sql`exists (select 1 from ${experienceCities} where ${experienceCities.experienceId} = ${experiences.id} and ${experienceCities.cityId} = ${s.cityId})`,
    like === undefined
      ? undefined
      : or(
          /^[0-9]{1,9}$/.test(s.q ?? '') ? eq(experiences.id, Number(s.q)) : undefined,
          ilike(experiences.name, like),
          ilike(experiences.shortLink, like),
        ),
  );
}

/** One page of experiences by id with their category and how many cities sell them, and how many match. */
export async function findExperiences(db: Db, s: ExperienceSearch, page: Page) {
  const where = matching(s);
  const rows = await db
    .select({
      experience: experiences,
      category: categories.name,
      cities: sql<number>`(select count(*)::int from ${experienceCities} where ${experienceCities.experienceId} = ${experiences.id})`,
    })
    .from(experiences)
    .innerJoin(categories, eq(categories.id, experiences.categoryId))
    .where(where)
    .orderBy(asc(experiences.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(experiences).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The experience with where it is sold, its tags and its gallery; `lock` holds it for a change. */
export async function experienceWithParts(db: Db, id: number, lock = false) {
  const query = db.select().from(experiences).where(eq(experiences.id, id));
  const [experience] = lock ? await query.for('update') : await query;
  if (!experience) return undefined;
  const [cityRows, tagRows, gallery, cityNames] = await Promise.all([
    db
      .select({
        cityId: experienceCities.cityId,
        regionId: experienceCities.regionId,
        locality: experienceCities.locality,
        cityPrice: experienceCities.cityPrice,
      })
      .from(experienceCities)
      .innerJoin(cities, eq(cities.id, experienceCities.cityId))
      .where(eq(experienceCities.experienceId, id))
      .orderBy(asc(cities.sortOrder), asc(cities.id)),
    db
      .select({ tagId: experienceTags.tagId })
      .from(experienceTags)
      .where(eq(experienceTags.experienceId, id))
      .orderBy(asc(experienceTags.sortOrder), asc(experienceTags.tagId)),
    db
      .select({ url: experienceImages.url, altText: experienceImages.altText })
      .from(experienceImages)
      .where(eq(experienceImages.experienceId, id))
      .orderBy(asc(experienceImages.sortOrder), asc(experienceImages.id)),
    db
      .select({ id: cities.id, shortName: cities.shortName })
      .from(cities)
      .innerJoin(experienceCities, eq(experienceCities.cityId, cities.id))
      .where(eq(experienceCities.experienceId, id))
      .orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  return {
    experience,
    cities: cityRows,
    tagIds: tagRows.map((t) => t.tagId),
    gallery,
    firstCity: cityNames[0]?.shortName ?? null,
  };
}

/**
 * A new experience's id: one past the largest. Ids are the catalogue's own numbers (the seed's and
 * the store's links use them), so no sequence; the table lock makes two creations wait in turn.
 */
export async function insertExperience(tx: Db, values: ExperienceValues): Promise<number> {
  await tx.execute(sql`lock table ${experiences} in share row exclusive mode`);
  const [next] = await tx
    .select({ id: sql<number>`coalesce(max(${experiences.id}), 0)::int + 1` })
    .from(experiences);
  const id = next?.id ?? 1;
  await tx.insert(experiences).values({ ...values, id });
  return id;
}

export async function updateExperience(tx: Db, id: number, values: Partial<ExperienceValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(experiences).set(values).where(eq(experiences.id, id));
}

/** The id of the experience holding a short link, if any. */
export async function shortLinkOwner(db: Db, shortLink: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(eq(experiences.shortLink, shortLink));
  return row?.id;
}

export async function replaceExperienceCities(tx: Db, id: number, rows: CityRow[]): Promise<void> {
  await tx.delete(experienceCities).where(eq(experienceCities.experienceId, id));
  if (rows.length > 0)
    await tx.insert(experienceCities).values(rows.map((r) => ({ ...r, experienceId: id })));
}

export async function replaceExperienceTags(tx: Db, id: number, tagIds: number[]): Promise<void> {
  await tx.delete(experienceTags).where(eq(experienceTags.experienceId, id));
  if (tagIds.length > 0)
    await tx
      .insert(experienceTags)
      .values(tagIds.map((tagId, sortOrder) => ({ experienceId: id, tagId, sortOrder })));
}

export async function replaceGallery(tx: Db, id: number, gallery: GalleryRow[]): Promise<void> {
  await tx.delete(experienceImages).where(eq(experienceImages.experienceId, id));
  if (gallery.length > 0)
    await tx
      .insert(experienceImages)
      .values(
        gallery.map((g, sortOrder) => ({ experienceId: id, url: g.url, altText: g.altText, sortOrder })),
      );
}

// ── What a change may refer to ──

const idsIn = async (db: Db, table: typeof cities | typeof tags | typeof categories, ids: number[]) =>
  ids.length === 0
    ? new Set<number>()
    : new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));

export const knownCities = (db: Db, ids: number[]) => idsIn(db, cities, ids);
export const knownTags = (db: Db, ids: number[]) => idsIn(db, tags, ids);
export const knownCategories = (db: Db, ids: number[]) => idsIn(db, categories, ids);

/** Each region asked for, with its city. */
export async function regionCities(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: regions.id, cityId: regions.cityId })
    .from(regions)
    .where(inArray(regions.id, ids));
  return new Map(rows.map((r) => [r.id, r.cityId]));
}

// ── Add-ons ──

export type CustomizationRow = typeof customizations.$inferSelect;

/** One page of add-ons by id with their city prices, and how many match (by id or name). */
export async function findCustomizations(db: Db, q: string | undefined, page: Page) {
  const like = q ? containing(q) : undefined;
  const where =
    like === undefined
      ? undefined
      : or(
          /^[0-9]{1,9}$/.test(q ?? '') ? eq(customizations.id, Number(q)) : undefined,
          ilike(customizations.name, like),
        );
  const rows = await db
    .select()
    .from(customizations)
    .where(where)
    .orderBy(asc(customizations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(customizations).where(where);
  return {
    rows,
    prices: await cityPricesOf(
      db,
      rows.map((r) => r.id),
    ),
    total: total?.n ?? 0,
  };
}

export async function cityPricesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customizationCityPrices)
    .where(inArray(customizationCityPrices.customizationId, ids))
    .orderBy(asc(customizationCityPrices.cityId));
}

/** The add-on; `lock` holds it for a change. */
export async function customizationById(
  db: Db,
  id: number,
  lock = false,
): Promise<CustomizationRow | undefined> {
  const query = db.select().from(customizations).where(eq(customizations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCustomization(
  tx: Db,
  id: number,
  values: Partial<Omit<CustomizationRow, 'id'>>,
): Promise<void> {
  if (Object.keys(values).length > 0)
    await tx.update(customizations).set(values).where(eq(customizations.id, id));
}

export async function replaceCityPrices(tx: Db, id: number, rows: { cityId: number; price: number }[]) {
  await tx.delete(customizationCityPrices).where(eq(customizationCityPrices.customizationId, id));
  if (rows.length > 0)
    await tx.insert(customizationCityPrices).values(rows.map((r) => ({ ...r, customizationId: id })));
}

// ── Tags, categories, regions ──

const taggedCount = sql<number>`(select count(*)::int from ${experienceTags} et where et.tag_id = ${tags}.id)`;

export async function findTags(db: Db, q: string | undefined, page: Page) {
  const like = q ? containing(q) : undefined;
  const where = like === undefined ? undefined : or(ilike(tags.name, like), ilike(tags.slug, like));
  const rows = await db
    .select({ tag: tags, experiences: taggedCount })
    .from(tags)
    .where(where)
    .orderBy(asc(tags.sortOrder), asc(tags.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function tagById(db: Db, id: number, lock = false) {
  const query = db.select({ tag: tags, experiences: taggedCount }).from(tags).where(eq(tags.id, id));
  const [row] = lock ? await query.for('update', { of: tags }) : await query;
  return row;
}

export async function updateTag(tx: Db, id: number, values: Partial<Omit<typeof tags.$inferInsert, 'id'>>) {
  await tx.update(tags).set(values).where(eq(tags.id, id));
}

// Qualified by hand: a select from one table renders its columns unqualified, so
// `${experiences.categoryId} = ${categories.id}` would compare the experience with itself.
const categoryCount = sql<number>`(select count(*)::int from ${experiences} e where e.category_id = ${categories}.id)`;

export async function findCategories(db: Db, q: string | undefined, page: Page) {
  const like = q ? containing(q) : undefined;
  const where =
    like === undefined ? undefined : or(ilike(categories.name, like), ilike(categories.slug, like));
  const rows = await db
    .select({ category: categories, experiences: categoryCount })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(categories).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function categoryById(db: Db, id: number, lock = false) {
  const query = db
    .select({ category: categories, experiences: categoryCount })
    .from(categories)
    .where(eq(categories.id, id));
  const [row] = lock ? await query.for('update', { of: categories }) : await query;
  return row;
}

export async function updateCategory(
  tx: Db,
  id: number,
  values: Partial<Omit<typeof categories.$inferInsert, 'id'>>,
) {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

export async function findRegions(db: Db, q: string | undefined, page: Page) {
  const like = q ? containing(q) : undefined;
  const where = like === undefined ? undefined : or(ilike(regions.name, like), ilike(regions.slug, like));
  const rows = await db
    .select()
    .from(regions)
    .where(where)
    .orderBy(asc(regions.cityId), asc(regions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(regions).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function regionById(db: Db, id: number, lock = false) {
  const query = db.select().from(regions).where(eq(regions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRegion(
  tx: Db,
  id: number,
  values: Partial<Omit<typeof regions.$inferInsert, 'id'>>,
) {
  await tx.update(regions).set(values).where(eq(regions.id, id));
}
