import { type Db, schema } from '@store/db';

const { enquiries } = schema;

export async function insertEnquiry(db: Db, row: typeof enquiries.$inferInsert): Promise<number> {
  const [created] = await db.insert(enquiries).values(row).returning({ id: enquiries.id });
  if (!created) throw new Error('the enquiry insert returned no row');
  return created.id;
}
