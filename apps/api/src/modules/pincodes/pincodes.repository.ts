import { type Db, preparedOn, schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';

const { cities, pincodes, regions } = schema;

/** A pincode with its city and region, in one statement; undefined when we do not know it. */
export async function findPincode(db: Db, pincode: string) {
  const [row] = await pincodeRow(db).execute({ pincode });
  return row;
}

// Every quote with a pincode and every placement asks it.
const pincodeRow = preparedOn((db) =>
  db
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
    .where(eq(pincodes.pincode, sql.placeholder('pincode')))
    .limit(1)
    .prepare('pincode_row'),
);
