import type { OrderState } from '../orders/order-process';

/** A customer's review: held (pending) until an operator approves or rejects it; only approved ones show. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REVIEW_PHOTO_MAX_COUNT = 5;
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const REVIEW_TEXT_MAX = 2000;

/** The refusals of a review, by the code a client decides on. */
export type ReviewRefusal = 'NOTHING_TO_REVIEW' | 'ORDER_NOT_COMPLETED' | 'ALREADY_REVIEWED';

/**
 * Why the customer cannot review this order now (undefined: they can). Only a booking is reviewed
 * (an add-on order belongs to its booking), once, after it was completed: what was not delivered
 * is not reviewed as a verified booking.
 */
export function reviewRefusal(
  order: { kind: string; status: OrderState | string },
  reviewed: boolean,
): ReviewRefusal | undefined {
  if (order.kind !== 'booking') return 'NOTHING_TO_REVIEW';
  if (reviewed) return 'ALREADY_REVIEWED';
  if (order.status !== 'completed') return 'ORDER_NOT_COMPLETED';
  return undefined;
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * An operator's decision as a transition table: a pending review is approved or rejected once;
 * an approved one may still be taken down (rejected); a rejected one stays rejected.
 */
const DECISIONS: Readonly<Record<ReviewStatus, Partial<Record<ReviewDecision, ReviewStatus>>>> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { reject: 'rejected' },
  rejected: {},
};

/** The review's next status, or undefined when the decision is not open from `status`. */
export const decidedStatus = (status: ReviewStatus, decision: ReviewDecision): ReviewStatus | undefined =>
  DECISIONS[status][decision];

/** Why these photos cannot be added (undefined: they can): only while the review waits, up to the limit. */
export function reviewPhotoRefusal(
  status: ReviewStatus,
  existing: number,
  adding: number,
): string | undefined {
  if (status !== 'pending') return 'Photos can be added only while your review waits for approval.';
  if (adding < 1) return 'Choose at least one photo to upload.';
  if (existing + adding > REVIEW_PHOTO_MAX_COUNT) {
    const left = Math.max(REVIEW_PHOTO_MAX_COUNT - existing, 0);
    return `A review takes at most ${REVIEW_PHOTO_MAX_COUNT} photos: ${left === 0 ? 'no more can be added' : `${left} more can be added`}.`;
  }
  return undefined;
}

/** A happy customer (4 or 5 stars) is offered the city's Google review page, if it has one. */
export const offersGoogleReview = (rating: number): boolean => rating >= 4;

/** How a review signs a customer on the store's pages: first name and the last name's initial. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return 'A customer';
  return initial ? `${first} ${initial}.` : first;
}
