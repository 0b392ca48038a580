import { type Db, schema } from '@store/db';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';

// A vendor's setup as the console writes it: the vendor row, the cities, ranked experiences and
// pincodes they serve.
const { experienceCities, pincodes, vendorCities, vendorExperiences, vendorPincodes, vendors } = schema;

type VendorInsert = typeof vendors.$inferInsert;
export type AreaRow = { cityId: number; experienceId: number; rank: number };
type PlannedAreas = { areas: AreaRow[]; served: { pincode: string; cityId: number }[]; makeRoom: AreaRow[] };

/**
 * Serialises changes to the ranked lists: two vendors added to the same list at once would
 * otherwise both take its next place.
 */
export async function lockRankedLists(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vendor-ranked-lists'))`);
}

/** The other vendor with this mobile, if any. */
export async function vendorWithMobile(db: Db, mobile: string, exceptId = 0) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.mobile, mobile), ne(vendors.id, exceptId)));
  return row;
}

export async function insertVendor(tx: Db, row: VendorInsert): Promise<number> {
  const [added] = await tx.insert(vendors).values(row).returning({ id: vendors.id });
  if (!added) throw new Error('the vendor insert returned no row');
  return added.id;
}

/** The experience-and-city pairs among these that the catalogue offers, as `city:experience`. */
export async function offeredPairs(db: Db, cityIds: number[], experienceIds: number[]): Promise<Set<string>> {
  if (cityIds.length === 0) return new Set();
  const rows = await db
    .select({ cityId: experienceCities.cityId, experienceId: experienceCities.experienceId })
    .from(experienceCities)
    .where(
      and(inArray(experienceCities.cityId, cityIds), inArray(experienceCities.experienceId, experienceIds)),
    );
  return new Set(rows.map((r) => `${r.cityId}:${r.experienceId}`));
}

/** Every place taken in the lists of these cities by other vendors. */
export async function ranksOfOthers(db: Db, vendorId: number, cityIds: number[]) {
  if (cityIds.length === 0) return [];
  return db
    .select({
      vendorId: vendorExperiences.vendorId,
      cityId: vendorExperiences.cityId,
      experienceId: vendorExperiences.experienceId,
      rank: vendorExperiences.rank,
    })
    .from(vendorExperiences)
    .where(and(inArray(vendorExperiences.cityId, cityIds), ne(vendorExperiences.vendorId, vendorId)));
}

export async function areasOf(db: Db, vendorId: number): Promise<AreaRow[]> {
  return db
    .select({
      cityId: vendorExperiences.cityId,
      experienceId: vendorExperiences.experienceId,
      rank: vendorExperiences.rank,
    })
    .from(vendorExperiences)
    .where(eq(vendorExperiences.vendorId, vendorId));
}

export async function pincodesOf(db: Db, vendorId: number) {
  return db
    .select({ pincode: vendorPincodes.pincode, cityId: vendorPincodes.cityId })
    .from(vendorPincodes)
    .where(eq(vendorPincodes.vendorId, vendorId));
}

/** The city of each known pincode among these. */
export async function pincodeCities(db: Db, list: string[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ pincode: pincodes.pincode, cityId: pincodes.cityId })
    .from(pincodes)
    .where(inArray(pincodes.pincode, list));
  return new Map(rows.map((r) => [r.pincode, r.cityId]));
}

/**
 * Moves everyone at or after a place in a list one down. In two steps: a unique index checked row
 * by row would refuse a one-step shift midway.
 */
async function makeRoomAt(tx: Db, place: AreaRow): Promise<void> {
  const list = and(
    eq(vendorExperiences.cityId, place.cityId),
    eq(vendorExperiences.experienceId, place.experienceId),
  );
  await tx
    .update(vendorExperiences)
    .set({ rank: sql`${vendorExperiences.rank} + ${SHIFT}` })
    .where(and(list, gte(vendorExperiences.rank, place.rank)));
  await tx
    .update(vendorExperiences)
    .set({ rank: sql`${vendorExperiences.rank} - ${SHIFT - 1}` })
    .where(and(list, gte(vendorExperiences.rank, SHIFT)));
}
const SHIFT = 1_000_000;

/** Replaces where the vendor works: cities, ranked experiences (room made) and pincodes. */
export async function replaceAreas(tx: Db, vendorId: number, planned: PlannedAreas): Promise<void> {
  const { areas, served, makeRoom } = planned;
  await tx.delete(vendorPincodes).where(eq(vendorPincodes.vendorId, vendorId));
  await tx.delete(vendorExperiences).where(eq(vendorExperiences.vendorId, vendorId));
  await tx.delete(vendorCities).where(eq(vendorCities.vendorId, vendorId));
  for (const place of makeRoom) await makeRoomAt(tx, place);
  const cityIds = [...new Set(areas.map((a) => a.cityId))];
  if (cityIds.length > 0)
    await tx.insert(vendorCities).values(cityIds.map((cityId) => ({ vendorId, cityId })));
  if (areas.length > 0) await tx.insert(vendorExperiences).values(areas.map((a) => ({ vendorId, ...a })));
  if (served.length > 0) await tx.insert(vendorPincodes).values(served.map((p) => ({ vendorId, ...p })));
}
