import { type Db, schema } from '@store/db';

const { formSubmissions } = schema;

export async function insertFormSubmission(
  db: Db,
  row: typeof formSubmissions.$inferInsert,
): Promise<number> {
  const [created] = await db.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  if (!created) throw new Error('form submission insert returned nothing');
  return created.id;
}
