import { type Db, schema } from '@store/db';
import { and, eq, lte } from 'drizzle-orm';

const { jobLeases } = schema;

/**
 * Takes the named lease until `until` when nobody holds it or the holder's lease ran out, in one
 * statement (two processes racing for it: one insert or update wins). True when taken.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, until: Date) {
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: lte(jobLeases.expiresAt, now),
    })
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

/** Gives the lease back at once, if this holder still has it. */
export async function giveLeaseBack(db: Db, name: string, holder: string, now: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expiresAt: now })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
