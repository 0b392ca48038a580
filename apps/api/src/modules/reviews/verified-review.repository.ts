import { type Db, schema } from '@store/db';
import type { ReviewStatus } from '@store/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

const { reviews, reviewImages, users, cities, experiences } = schema;

/** The order's review with its photos (paths on the store), or undefined; `lock` holds it for a change. */
export async function reviewOfOrder(db: Db, orderId: number, lock = false) {
  const query = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      status: reviews.status,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  return { ...row, photos: await photosOf(db, row.id) };
}

async function photosOf(db: Db, reviewId: number): Promise<string[]> {
  const rows = await db
    .select({ url: reviewImages.url })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, reviewId))
    .orderBy(asc(reviewImages.id));
  return rows.map((r) => r.url);
}

/** The customer's names and the city's Google review page, for a new review of their order. */
export async function reviewerAndCity(db: Db, customerId: number, cityId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, googleReviewUrl: cities.googleReviewUrl })
    .from(users)
    .innerJoin(cities, eq(cities.id, cityId))
    .where(eq(users.id, customerId));
  return row;
}

export async function googleReviewUrlOf(db: Db, cityId: number): Promise<string | null> {
  const [row] = await db.select({ url: cities.googleReviewUrl }).from(cities).where(eq(cities.id, cityId));
  return row?.url ?? null;
}

/** Stores the order's one review as pending; false when it already had one (nothing is changed then). */
export async function insertReview(db: Db, row: typeof reviews.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(reviews)
    .values({ ...row, status: 'pending' })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return inserted.length > 0;
}

export async function countReviewPhotos(db: Db, reviewId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewImages).where(eq(reviewImages.reviewId, reviewId));
  return row?.n ?? 0;
}

export async function insertReviewPhotos(db: Db, rows: (typeof reviewImages.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(reviewImages).values(rows);
}

/** Reviews customers wrote of their bookings (the imported ones have no order), waiting ones first. */
export async function reviewQueuePage(
  db: Db,
  filter: { status?: ReviewStatus | undefined },
  window: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    sql`${reviews.orderId} is not null`,
    filter.status ? eq(reviews.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        orderId: reviews.orderId,
        status: reviews.status,
        rating: reviews.rating,
        body: reviews.body,
        customerName: reviews.customerName,
        experience: { id: experiences.id, name: experiences.name },
        city: { id: cities.id, name: cities.name },
        photos: sql<string[]>`coalesce((select json_agg(ri.url order by ri.id) from review_images ri
          where ri.review_id = ${reviews.id}), '[]'::json)`,
        createdAt: reviews.createdAt,
        decidedAt: reviews.decidedAt,
      })
      .from(reviews)
      .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
      .innerJoin(cities, eq(cities.id, reviews.cityId))
      .where(where)
      .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A customer's review, locked for an operator's decision. */
export async function lockQueuedReview(db: Db, id: number) {
  const [row] = await db
    .select({ id: reviews.id, status: reviews.status, orderId: reviews.orderId })
    .from(reviews)
    .where(and(eq(reviews.id, id), sql`${reviews.orderId} is not null`))
    .for('update');
  return row;
}

export async function setReviewStatus(
  db: Db,
  id: number,
  change: { status: ReviewStatus; decidedAt: Date; decidedBy: number },
): Promise<void> {
  await db.update(reviews).set(change).where(eq(reviews.id, id));
}
