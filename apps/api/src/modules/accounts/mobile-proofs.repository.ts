import { type Db, schema } from '@store/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

const { mobileProofs } = schema;

export async function insertMobileProof(db: Db, row: typeof mobileProofs.$inferInsert): Promise<void> {
  await db.insert(mobileProofs).values(row);
}

/** Spends a live proof for this mobile, atomically; false when there is none. */
export async function spendMobileProof(db: Db, keyHash: string, mobile: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mobileProofs)
    .set({ usedAt: now })
    .where(
      and(
        eq(mobileProofs.keyHash, keyHash),
        eq(mobileProofs.mobile, mobile),
        isNull(mobileProofs.usedAt),
        gt(mobileProofs.expiresAt, now),
      ),
    )
    .returning({ id: mobileProofs.id });
  return rows.length === 1;
}
