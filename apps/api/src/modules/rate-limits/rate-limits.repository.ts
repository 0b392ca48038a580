import { type Db, schema } from '@store/db';
import { sql } from 'drizzle-orm';

const { rateLimits } = schema;

export type Hit = { key: string; windowStart: Date };

/**
 * Counts one hit of each key in its window and returns each window's count (in the order given),
 * atomically across replicas, in one statement. The keys must differ.
 */
export async function countHits(db: Db, hits: readonly Hit[]): Promise<number[]> {
  if (hits.length === 0) return [];
  const rows = await db
    .insert(rateLimits)
    .values(hits.map(({ key, windowStart }) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
  return hits.map((hit) => {
    const row = rows.find((r) => r.key === hit.key && r.windowStart.getTime() === hit.windowStart.getTime());
    if (!row) throw new Error('the rate-limit upsert returned no row');
    return row.count;
  });
}
