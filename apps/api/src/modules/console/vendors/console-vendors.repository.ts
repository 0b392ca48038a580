import { type Db, schema } from '@store/db';
import { DECIDED_REQUEST_STATUSES } from '@store/domain';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import { containing } from '../../search';

const { cities, experiences, vendorCities, vendorExperiences, vendorPincodes, vendorRequests, vendors } =
  schema;

export type VendorSearch = { q?: string; cityId?: number; experienceId?: number; active?: boolean };

function matching(s: VendorSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    like === undefined ? undefined : or(ilike(vendors.name, like), ilike(vendors.mobile, like)),
    s.active === undefined ? undefined : eq(vendors.active, s.active),
    s.cityId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${vendorCities} vc where vc.vendor_id = ${vendors.id} and vc.city_id = ${s.cityId})`,
        ),
    s.experienceId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${vendorExperiences} ve where ve.vendor_id = ${vendors.id} and ve.experience_id = ${s.experienceId})`,
        ),
  );
}

/** One page of vendors by name, and how many match. */
export async function findVendors(db: Db, s: VendorSearch, page: { limit: number; offset: number }) {
  const where = matching(s);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(asc(vendors.name), asc(vendors.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export type VendorRow = typeof vendors.$inferSelect;

/** The vendor, as a list of one (none when there is no such vendor). */
export function vendorById(db: Db, id: number): Promise<VendorRow[]> {
  return db.select().from(vendors).where(eq(vendors.id, id));
}

/** The vendor, locked for a change. */
export async function lockVendor(tx: Db, id: number): Promise<VendorRow | undefined> {
  const [row] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
  return row;
}

export async function updateVendor(
  tx: Db,
  id: number,
  change: Partial<Omit<VendorRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await tx.update(vendors).set(change).where(eq(vendors.id, id));
}

/** Where each vendor works, what they serve there (ranked), their pincodes and their requests' record. */
export async function vendorsDetails(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { cityRows: [], experienceRows: [], statRows: [], pincodeRows: [] };
  const decided = sql.join(
    DECIDED_REQUEST_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [cityRows, experienceRows, statRows, pincodeRows] = await Promise.all([
    db
      .select({ vendorId: vendorCities.vendorId, id: cities.id, name: cities.name })
      .from(vendorCities)
      .innerJoin(cities, eq(cities.id, vendorCities.cityId))
      .where(inArray(vendorCities.vendorId, [...ids]))
      .orderBy(asc(cities.name)),
    db
      .select({
        vendorId: vendorExperiences.vendorId,
        id: experiences.id,
        name: experiences.name,
        cityId: cities.id,
        cityName: cities.name,
        rank: vendorExperiences.rank,
      })
      .from(vendorExperiences)
      .innerJoin(experiences, eq(experiences.id, vendorExperiences.experienceId))
      .innerJoin(cities, eq(cities.id, vendorExperiences.cityId))
      .where(inArray(vendorExperiences.vendorId, [...ids]))
      .orderBy(asc(cities.name), asc(vendorExperiences.rank), asc(experiences.name)),
    db
      .select({
        vendorId: vendorRequests.vendorId,
        requests: sql<number>`count(*)::int`,
        decided: sql<number>`(count(*) filter (where ${vendorRequests.status} in (${decided})))::int`,
        accepted: sql<number>`(count(*) filter (where ${vendorRequests.status} = 'accepted'))::int`,
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${vendorRequests.respondedAt} - ${vendorRequests.sentAt})) filter (where ${vendorRequests.status} in ('accepted', 'rejected'))`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
      })
      .from(vendorRequests)
      .where(inArray(vendorRequests.vendorId, [...ids]))
      .groupBy(vendorRequests.vendorId),
    db
      .select({
        vendorId: vendorPincodes.vendorId,
        pincode: vendorPincodes.pincode,
        cityId: vendorPincodes.cityId,
      })
      .from(vendorPincodes)
      .where(inArray(vendorPincodes.vendorId, [...ids]))
      .orderBy(asc(vendorPincodes.pincode)),
  ]);
  return { cityRows, experienceRows, statRows, pincodeRows };
}
