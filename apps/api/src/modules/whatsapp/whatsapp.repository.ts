import { type Db, schema } from '@store/db';

const { whatsappOptIns } = schema;

/** Stores the customer's choice (the last one wins) and returns it as stored. */
export async function upsertOptIn(db: Db, row: typeof whatsappOptIns.$inferInsert) {
  const [stored] = await db
    .insert(whatsappOptIns)
    .values(row)
    .onConflictDoUpdate({
      target: whatsappOptIns.userId,
      set: { checked: row.checked, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    })
    .returning();
  if (!stored) throw new Error('the WhatsApp opt-in was not stored');
  return stored;
}
