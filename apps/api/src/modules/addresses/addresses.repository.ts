import { type Db, schema } from '@store/db';
import { and, desc, eq } from 'drizzle-orm';

const { customerAddresses, cities } = schema;
export type AddressRow = typeof customerAddresses.$inferSelect;
type Fields = Omit<typeof customerAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const withCity = { address: customerAddresses, cityName: cities.name };

/** The customer's addresses, newest first; only those in one city when `cityId` is given. */
export async function addressesOf(db: Db, userId: number, cityId?: number) {
  return db
    .select(withCity)
    .from(customerAddresses)
    .innerJoin(cities, eq(cities.id, customerAddresses.cityId))
    .where(
      and(
        eq(customerAddresses.userId, userId),
        cityId === undefined ? undefined : eq(customerAddresses.cityId, cityId),
      ),
    )
    .orderBy(desc(customerAddresses.id));
}

/** One of the customer's own addresses; undefined for anyone else's. */
export async function addressOf(db: Db, key: { id: number; userId: number }) {
  const [row] = await db
    .select(withCity)
    .from(customerAddresses)
    .innerJoin(cities, eq(cities.id, customerAddresses.cityId))
    .where(and(eq(customerAddresses.id, key.id), eq(customerAddresses.userId, key.userId)))
    .limit(1);
  return row;
}

export async function insertAddress(db: Db, userId: number, fields: Fields, now: Date) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...fields, userId, createdAt: now, updatedAt: now })
    .returning({ id: customerAddresses.id });
  if (!row) throw new Error('the address was not inserted');
  return row.id;
}

export async function updateAddress(db: Db, key: { id: number; userId: number }, fields: Fields, now: Date) {
  const rows = await db
    .update(customerAddresses)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(customerAddresses.id, key.id), eq(customerAddresses.userId, key.userId)))
    .returning({ id: customerAddresses.id });
  return rows.length === 1;
}

export async function deleteAddress(db: Db, key: { id: number; userId: number }) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, key.id), eq(customerAddresses.userId, key.userId)))
    .returning({ id: customerAddresses.id });
  return rows.length === 1;
}
