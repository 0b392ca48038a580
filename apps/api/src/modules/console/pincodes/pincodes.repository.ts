import { type Db, schema } from '@store/db';
import { and, asc, eq, like, sql } from 'drizzle-orm';

const { cities, pincodes, regions } = schema;

const columns = {
  pincode: pincodes.pincode,
  cityId: pincodes.cityId,
  cityName: cities.name,
  regionId: regions.id,
  regionName: regions.name,
  charge: pincodes.additionalDeliveryCharge,
};

/** One page of pincodes (`prefix`: their first digits), by city then pincode. */
export async function findPincodes(
  db: Db,
  s: { cityId?: number; prefix?: string },
  page: { limit: number; offset: number },
) {
  const where = and(
    s.cityId === undefined ? undefined : eq(pincodes.cityId, s.cityId),
    s.prefix === undefined ? undefined : like(pincodes.pincode, `${s.prefix}%`),
  );
  const rows = await db
    .select(columns)
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .leftJoin(regions, eq(regions.id, pincodes.regionId))
    .where(where)
    .orderBy(asc(cities.name), asc(pincodes.pincode))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(pincodes).where(where);
  return { rows, total: count?.n ?? 0 };
}

export type PincodeRow = Awaited<ReturnType<typeof findPincodes>>['rows'][number];

/** The pincode as it is, locked for a change; undefined when new. */
export async function lockPincode(tx: Db, pincode: string) {
  const [row] = await tx.select().from(pincodes).where(eq(pincodes.pincode, pincode)).for('update');
  return row;
}

export async function findRegion(db: Db, regionId: number) {
  const [row] = await db
    .select({ id: regions.id, cityId: regions.cityId, name: regions.name })
    .from(regions)
    .where(eq(regions.id, regionId));
  return row;
}

/** The pincode as the console lists it, with its city and region names; undefined when unknown. */
export async function listedPincode(db: Db, pincode: string) {
  const [row] = await db
    .select(columns)
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .leftJoin(regions, eq(regions.id, pincodes.regionId))
    .where(eq(pincodes.pincode, pincode));
  return row;
}

/** Adds the pincode or changes it; answers it as listed. */
export async function savePincode(tx: Db, row: typeof pincodes.$inferInsert) {
  await tx
    .insert(pincodes)
    .values(row)
    .onConflictDoUpdate({
      target: pincodes.pincode,
      set: {
        cityId: row.cityId,
        regionId: row.regionId ?? null,
        additionalDeliveryCharge: row.additionalDeliveryCharge,
      },
    });
  const saved = await listedPincode(tx, row.pincode);
  if (!saved) throw new Error('the pincode just saved was not found');
  return saved;
}

export async function deletePincode(tx: Db, pincode: string): Promise<void> {
  await tx.delete(pincodes).where(eq(pincodes.pincode, pincode));
}
