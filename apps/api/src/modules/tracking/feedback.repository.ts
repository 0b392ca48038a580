import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const { orderFeedback } = schema;

export async function feedbackOf(db: Db, orderId: number) {
  const [row] = await db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId)).limit(1);
  return row;
}

/** Stores the order's one feedback; false when it already had one (nothing is changed then). */
export async function insertFeedback(db: Db, row: typeof orderFeedback.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(orderFeedback)
    .values(row)
    .onConflictDoNothing({ target: orderFeedback.orderId })
    .returning({ orderId: orderFeedback.orderId });
  return inserted.length > 0;
}
