import { type Db, schema } from '@store/db';
import { and, eq, isNull } from 'drizzle-orm';

const { giftCodes } = schema;

/** The gift code, its row locked so two redemptions of it queue and the second sees it used. */
export async function lockedGiftCode(db: Db, code: string) {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.code, code)).for('update').limit(1);
  return row;
}

/** Marks it redeemed by this customer; false when someone got there first. */
export async function markRedeemed(
  db: Db,
  id: number,
  by: { userId: number; now: Date; voucherId: number | null },
): Promise<boolean> {
  const rows = await db
    .update(giftCodes)
    .set({ redeemedBy: by.userId, redeemedAt: by.now, voucherId: by.voucherId })
    .where(and(eq(giftCodes.id, id), isNull(giftCodes.redeemedBy)))
    .returning({ id: giftCodes.id });
  return rows.length === 1;
}
