import { type Db, schema } from '@store/db';
import { and, desc, eq } from 'drizzle-orm';

const { wishlistItems, experiences } = schema;

export async function experienceExists(db: Db, experienceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.id, experienceId), eq(experiences.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** Adds the experience, or takes it off when it was there: the heart's one press. Returns the new state. */
export async function toggleWishlistItem(db: Db, userId: number, experienceId: number, now: Date) {
  const added = await db
    .insert(wishlistItems)
    .values({ userId, experienceId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.experienceId });
  if (added.length === 1) return true;
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.experienceId, experienceId)));
  return false;
}

/** Every experience id the customer wishlisted, newest first. */
export async function wishlistIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: wishlistItems.experienceId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((r) => r.id);
}
