import { REVIEW_STATUSES } from '@store/domain';
import { z } from 'zod';
import { positiveIntString } from '../params';
import { pageOf, pageQuery, personRef } from './paging';

const status = z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` });

// ── GET /admin/v1/reviews: customers' reviews of their bookings, the waiting ones first ──
export const reviewQueueQuery = pageQuery.extend({ status: status.optional() });

export const queuedReview = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status,
  rating: z.number().int(),
  body: z.string(),
  customer_name: z.string(),
  experience: personRef,
  city: personRef,
  /** Paths on the store's origin (`/images/reviews/….jpg`). */
  photos: z.array(z.string()),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type QueuedReview = z.infer<typeof queuedReview>;
export const reviewQueue = pageOf(queuedReview);

// ── PUT /admin/v1/reviews/{id}/decision ──
export const reviewDecisionParams = z.object({ id: positiveIntString('id') });
export const reviewDecisionBody = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
});
export const reviewDecided = z.object({ id: z.number().int(), status });
