import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import * as schema from '../schema';
import { buildSeedData, type SeedData } from './build';
import { DEMO_OPERATOR_IDS, userRows } from './users';

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

/** The rows to insert: the demo data set, with or without the demo operators. */
export function seedRows(today: string, demoOperators: boolean): SeedData {
  const built = buildSeedData(today);
  if (demoOperators) return built;
  return { ...built, users: built.users.filter((u) => !DEMO_OPERATOR_IDS.includes(u.id ?? 0)) };
}

/**
 * The console's demo operators (issue 16) for a demo database seeded before they existed: added by
 * their mobile, with new ids, never replacing anyone (a mobile or referral code already taken keeps
 * its owner). Returns how many were added.
 */
export async function addDemoOperators(db: Db, today: string): Promise<number> {
  const rows = userRows(today)
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

/**
 * Inserts the demo data set in one transaction. Deterministic: the same `today` (the seed clock's
 * local date, 'YYYY-MM-DD') gives the same rows. Refuses to run on a database that has cities.
 * `demoOperators: false` leaves out the console's demo accounts, whose password is public.
 */
export async function seed(
  db: Db,
  options: { today: string; demoOperators?: boolean },
): Promise<SeedSummary> {
  const data = seedRows(options.today, options.demoOperators ?? true);
  await db.transaction(async (tx) => {
    if (await isSeeded(tx))
      throw new Error('The database is already seeded (the cities table is not empty).');
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
