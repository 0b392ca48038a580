import { type Db, schema } from '@store/db';
import { asc, count, eq } from 'drizzle-orm';

const { cities, orders, setupPhotos } = schema;

/** What the vendor's day steps need of an order: its state, and its slot's date in its city's time. */
export async function orderForVendorDay(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, date: orders.date, timeZone: cities.timeZone })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(eq(orders.id, orderId));
  return row;
}

/** An order's setup photos, in the order they were added. */
export async function setupPhotosOf(db: Db, orderId: number) {
  return db
    .select({
      storageKey: setupPhotos.storageKey,
      width: setupPhotos.width,
      height: setupPhotos.height,
      createdAt: setupPhotos.createdAt,
    })
    .from(setupPhotos)
    .where(eq(setupPhotos.orderId, orderId))
    .orderBy(asc(setupPhotos.id));
}

export async function countSetupPhotos(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(setupPhotos).where(eq(setupPhotos.orderId, orderId));
  return row?.n ?? 0;
}

export async function insertSetupPhotos(db: Db, rows: (typeof setupPhotos.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(setupPhotos).values(rows);
}
