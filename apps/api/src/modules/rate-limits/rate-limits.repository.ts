import { type Db, schema } from '@store/db';
import { sql } from 'drizzle-orm';

const { rateLimits } = schema;

/** Counts one hit in a window and returns the window's count, atomically across replicas. */
export async function countHit(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return row.count;
}
