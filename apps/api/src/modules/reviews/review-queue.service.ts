import type { QueuedReview, reviewQueueQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import { DomainError, decidedStatus, type ReviewDecision, type ReviewStatus } from '@store/domain';
import type { z } from 'zod';
import { lockQueuedReview, reviewQueuePage, setReviewStatus } from './verified-review.repository';

/** The console's list of customers' reviews: those waiting first, then newest first. */
export async function reviewQueue(
  db: Db,
  query: z.output<typeof reviewQueueQuery>,
): Promise<{ items: QueuedReview[]; total: number }> {
  const window = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const { rows, total } = await reviewQueuePage(db, { status: query.status }, window);
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      order_id: r.orderId ?? 0,
      status: r.status,
      rating: r.rating,
      body: r.body,
      customer_name: r.customerName,
      experience: r.experience,
      city: r.city,
      photos: r.photos,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * An operator approves a waiting review (it shows on the experience as a verified booking) or
 * rejects one, in the caller's transaction (the console audits it there). The review is locked, so
 * two operators deciding at once are decided one after the other, and the second is refused.
 */
export async function decideReview(
  tx: Db,
  id: number,
  decision: ReviewDecision,
  by: { userId: number; now: Date },
): Promise<{ id: number; orderId: number; before: ReviewStatus; status: ReviewStatus }> {
  const review = await lockQueuedReview(tx, id);
  if (!review || review.orderId === null) throw new DomainError('NOT_FOUND', `Review ${id} was not found`);
  const status = decidedStatus(review.status, decision);
  if (!status) throw new DomainError('REVIEW_ALREADY_DECIDED', `This review is already ${review.status}.`);
  await setReviewStatus(tx, id, { status, decidedAt: by.now, decidedBy: by.userId });
  return { id, orderId: review.orderId, before: review.status, status };
}
