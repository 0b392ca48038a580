import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import * as schema from '../schema';
import { buildSeedData, type SeedData } from './build';
import { DEMO_OPERATOR_IDS, type DemoOperatorHashes, userRows } from './users';

export { buildSeedData, type SeedData } from './build';
export { IMAGE_SIZES, type ImageEntry, type ImageKind, imageManifest, type Motif } from './images';

export type SeedSummary = { [K in keyof SeedData]: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Insertion order follows the foreign keys.
const TABLES: { [K in keyof SeedData]: PgTable } = {
  cities: schema.cities,
  categories: schema.categories,
  regions: schema.regions,
  tags: schema.tags,
  experiences: schema.experiences,
  experienceCities: schema.experienceCities,
  experienceTags: schema.experienceTags,
  experienceImages: schema.experienceImages,
  customizations: schema.customizations,
  customizationCityPrices: schema.customizationCityPrices,
  experienceCustomizations: schema.experienceCustomizations,
  pincodes: schema.pincodes,
  slots: schema.slots,
  slotCapacities: schema.slotCapacities,
  dateSurges: schema.dateSurges,
  users: schema.users,
  reviews: schema.reviews,
  reviewImages: schema.reviewImages,
  orders: schema.orders,
  quotes: schema.quotes,
  productCollections: schema.productCollections,
  products: schema.products,
  coupons: schema.coupons,
  walletTransactions: schema.walletTransactions,
  giftCodes: schema.giftCodes,
  bookingQuestions: schema.bookingQuestions,
  vendors: schema.vendors,
  vendorCities: schema.vendorCities,
  vendorExperiences: schema.vendorExperiences,
};

// Serial columns get fixed ids from the seed; their sequences must move past them.
const SERIAL_TABLES = [
  'experience_images',
  'slots',
  'slot_capacities',
  'users',
  'reviews',
  'review_images',
  'orders',
  'coupons',
  'wallet_transactions',
  'gift_codes',
  'booking_questions',
  'vendors',
];

const CHUNK = 1000;

async function insertAll(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

// About 20,000 rows: sent as one JSON parameter per chunk, which PGlite takes twice as fast as
// thousands of bound parameters.
async function insertCapacities(tx: Tx, rows: SeedData['slotCapacities']): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK * 5) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK * 5).map((r) => ({
        id: r.id,
        experience_id: r.experienceId,
        city_id: r.cityId,
        slot_id: r.slotId,
        date: r.date,
        capacity: r.capacity,
        booked: r.booked,
        note: r.note,
      })),
    );
    await tx.execute(sql`
      INSERT INTO slot_capacities (id, experience_id, city_id, slot_id, date, capacity, booked, note)
      SELECT id, experience_id, city_id, slot_id, date, capacity, booked, note
      FROM jsonb_to_recordset(${json}::jsonb) AS t(
        id integer, experience_id integer, city_id integer, slot_id integer,
        date date, capacity integer, booked integer, note text
      )`);
  }
}

export type { DemoOperatorHashes } from './users';

/** The rows to insert: the demo data set, with the demo operators when their hashes are given. */
export function seedRows(today: string, demoOperators?: DemoOperatorHashes): SeedData {
  const built = buildSeedData(today);
  if (demoOperators) return { ...built, users: userRows(today, demoOperators) };
  return { ...built, users: built.users.filter((u) => !DEMO_OPERATOR_IDS.includes(u.id ?? 0)) };
}

/** The marker row the demo seed writes: only a database the demo created gets demo accounts. */
const DEMO_MARKER = 'demo';

export async function isDemoDatabase(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ key: schema.storeMeta.key })
    .from(schema.storeMeta)
    .where(eq(schema.storeMeta.key, DEMO_MARKER));
  return rows.length > 0;
}

/**
 * The console's demo operators for a demo database seeded before they existed: added by their
 * mobile, with new ids, never replacing anyone (a mobile or referral code already taken keeps its
 * owner). Refused on a database without the demo's marker (a real store's). Returns how many were added.
 */
export async function addDemoOperators(db: Db, today: string, hashes: DemoOperatorHashes): Promise<number> {
  if (!(await isDemoDatabase(db)))
    throw new Error('The database was not created by the demo (no demo marker): no demo accounts added.');
  const rows = userRows(today, hashes)
    .filter((u) => DEMO_OPERATOR_IDS.includes(u.id ?? 0))
    .map(({ id: _id, ...row }) => row);
  const added = await db
    .insert(schema.users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: schema.users.id });
  return added.length;
}

export async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: schema.cities.id }).from(schema.cities).limit(1);
  return rows.length > 0;
}

/** Any account or catalogue at all: a database holding either is someone's, not the seed's to fill. */
async function hasData(tx: Tx): Promise<boolean> {
  const users = await tx.select({ id: schema.users.id }).from(schema.users).limit(1);
  return users.length > 0 || (await isSeeded(tx));
}

/**
 * Inserts the demo data set in one transaction. Deterministic: the same `today` (the seed clock's
 * local date, 'YYYY-MM-DD') gives the same rows. Refuses to run on a database that has cities or
 * accounts. With `demoOperators` (their password hashes) the console's demo accounts are added and
 * the database is marked as the demo's; without, they are left out and no marker is written.
 */
export async function seed(
  db: Db,
  options: { today: string; demoOperators?: DemoOperatorHashes },
): Promise<SeedSummary> {
  const data = seedRows(options.today, options.demoOperators);
  await db.transaction(async (tx) => {
    if (await hasData(tx))
      throw new Error("The database already holds data (cities or accounts): it is not the seed's to fill.");
    if (options.demoOperators)
      await tx
        .insert(schema.storeMeta)
        .values({ key: DEMO_MARKER, value: options.today })
        .onConflictDoNothing();
    for (const key of Object.keys(TABLES) as (keyof SeedData)[]) {
      if (key === 'slotCapacities') await insertCapacities(tx, data.slotCapacities);
      else await insertAll(tx, TABLES[key], data[key]);
    }
    const setvals = SERIAL_TABLES.map(
      (t) =>
        `setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${t}"), false)`,
    );
    await tx.execute(sql.raw(`SELECT ${setvals.join(', ')}`));
  });
  return Object.fromEntries(Object.entries(data).map(([k, rows]) => [k, rows.length])) as SeedSummary;
}
