import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const { cities, pincodes, regions } = schema;

/** A pincode with its city and region, in one statement; undefined when we do not know it. */
export async function findPincode(db: Db, pincode: string) {
  const [row] = await db
    .select({
      pincode: pincodes.pincode,
      cityId: pincodes.cityId,
      cityName: cities.name,
      charge: pincodes.additionalDeliveryCharge,
      regionId: regions.id,
      regionName: regions.name,
    })
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .leftJoin(regions, eq(regions.id, pincodes.regionId))
    .where(eq(pincodes.pincode, pincode))
    .limit(1);
  return row;
}
