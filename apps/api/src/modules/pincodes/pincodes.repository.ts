import { type Db, preparedOn, schema } from '@store/db';
import { eq, sql } from 'drizzle-orm';
import { pincodeColumns } from './fragments.repository';

const { cities, pincodes, regions } = schema;

/** A pincode with its city and region, in one statement; undefined when we do not know it. */
export async function findPincode(db: Db, pincode: string) {
  const [row] = await pincodeRow(db).execute({ pincode });
  return row;
}

// Every pincode check and every saved address asks it (the quote reads it in its own statement).
const pincodeRow = preparedOn((db) =>
  db
    .select(pincodeColumns)
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .leftJoin(regions, eq(regions.id, pincodes.regionId))
    .where(eq(pincodes.pincode, sql.placeholder('pincode')))
    .limit(1)
    .prepare('pincode_row'),
);
