import { type Db, schema } from '@store/db';
import { desc, eq, lt } from 'drizzle-orm';

const { smsOutbox } = schema;

export async function insertSms(db: Db, row: typeof smsOutbox.$inferInsert): Promise<number> {
  try {
    const [created] = await db.insert(smsOutbox).values(row).returning({ id: smsOutbox.id });
    if (!created) throw new Error('the outbox insert returned no row');
    return created.id;
  } catch (error) {
    // Drizzle's error carries the query's parameters, the text with its code: it must not reach a log.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
    throw new Error(`storing a text in the SMS outbox failed (SQLSTATE ${code})`);
  }
}

export async function deleteSmsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, before));
}

export async function outboxMessages(db: Db, mobile: string) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(50);
}
