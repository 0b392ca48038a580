import { type Db, schema } from '@store/db';
import { and, eq } from 'drizzle-orm';

const { socialIdentities } = schema;

export async function findLinkedUserId(db: Db, provider: schema.SocialProvider, subject: string) {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

export async function linkIdentity(db: Db, row: typeof socialIdentities.$inferInsert): Promise<void> {
  await db.insert(socialIdentities).values(row).onConflictDoNothing();
}
