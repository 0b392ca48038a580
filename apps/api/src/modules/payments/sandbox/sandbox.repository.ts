import { type Db, schema } from '@store/db';
import { desc, eq } from 'drizzle-orm';

const { sandboxCaptures } = schema;

export async function insertCapture(db: Db, row: typeof sandboxCaptures.$inferInsert): Promise<void> {
  await db.insert(sandboxCaptures).values(row).onConflictDoNothing();
}

export async function findCapture(db: Db, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(sandboxCaptures)
    .where(eq(sandboxCaptures.providerOrderId, providerOrderId))
    .orderBy(desc(sandboxCaptures.capturedAt))
    .limit(1);
  return row;
}
