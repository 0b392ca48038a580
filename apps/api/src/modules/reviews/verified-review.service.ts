import type { OrderReviewState, WriteReviewBody } from '@store/contract';
import { reviewPhotoPath } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  defaultErrorMessage,
  offersGoogleReview,
  REVIEW_PHOTO_MAX_COUNT,
  type ReviewStatus,
  reviewerName,
  reviewPhotoRefusal,
  reviewRefusal,
} from '@store/domain';
import { type FileStore, newFileKey, type UploadedFile, type UploadedImage, uploadedImage } from '../files';
import type { OrderRow } from '../order-core';
import { REVIEW_PHOTOS_FIELD } from './review-photo-upload';
import {
  countReviewPhotos,
  googleReviewUrlOf,
  insertReview,
  insertReviewPhotos,
  reviewerAndCity,
  reviewOfOrder,
} from './verified-review.repository';

export const REVIEW_THANKS = 'Thank you! Your review will show once we have checked it.';

/** GET /v5/orders/{id}/review: the review written, or whether one can be written now and why not. */
export async function orderReviewState(db: Db, row: OrderRow): Promise<OrderReviewState> {
  const { order } = row;
  const review = order.kind === 'booking' ? await reviewOfOrder(db, order.id) : undefined;
  const refusal = reviewRefusal(order, review !== undefined);
  const offer = review && review.status !== 'rejected' && offersGoogleReview(review.rating);
  return {
    order_id: order.id,
    review: review
      ? {
          id: review.id,
          rating: review.rating,
          body: review.body,
          status: review.status,
          photos: review.photos,
          created_at: review.createdAt.toISOString(),
        }
      : null,
    can_write: refusal === undefined,
    reason: refusal && refusal !== 'NOTHING_TO_REVIEW' ? defaultErrorMessage(refusal) : null,
    google_review_url: offer ? await googleReviewUrlOf(db, order.cityId) : null,
  };
}

/**
 * POST /v5/orders/{id}/review: once per booking, after it was completed, held (pending) for an
 * operator. Two sent at once give one review: the unique order of the reviews table decides, and
 * the other is told it was already reviewed.
 */
export async function writeReview(
  db: Db,
  row: OrderRow,
  body: WriteReviewBody,
  now: Date,
): Promise<OrderReviewState> {
  const { order } = row;
  const refusal = reviewRefusal(order, (await reviewOfOrder(db, order.id)) !== undefined);
  if (refusal) throw new DomainError(refusal);
  if (order.customerId === null)
    throw new DomainError('BOOKING_WITHOUT_CUSTOMER', 'This booking has no customer to review it.');
  const who = await reviewerAndCity(db, order.customerId, order.cityId);
  const stored = await insertReview(db, {
    experienceId: order.experienceId,
    cityId: order.cityId,
    orderId: order.id,
    customerId: order.customerId,
    customerName: reviewerName(who?.firstName ?? '', who?.lastName ?? ''),
    rating: body.rating,
    body: body.body,
    createdAt: now,
  });
  if (!stored) throw new DomainError('ALREADY_REVIEWED');
  return orderReviewState(db, row);
}

function refusePhotos(status: ReviewStatus, existing: number, adding: number): void {
  const refusal = reviewPhotoRefusal(status, existing, adding);
  if (refusal === undefined) return;
  if (status !== 'pending') throw new DomainError('REVIEW_CLOSED', refusal);
  throw new DomainError('VALIDATION_FAILED', refusal, { [REVIEW_PHOTOS_FIELD]: refusal });
}

/**
 * POST /v5/orders/{id}/review/photos: photos of the review while it waits, up to five. As with a
 * vendor's setup photos, every file is checked and re-encoded before any is kept, the files are
 * stored, then their rows written under the review's lock, which checks the count again; a refusal
 * removes the files just stored. Nothing half-written.
 */
export async function addReviewPhotos(
  db: Db,
  files: FileStore,
  row: OrderRow,
  uploads: AsyncIterable<UploadedFile>,
): Promise<OrderReviewState> {
  const orderId = row.order.id;
  const before = await reviewOfOrder(db, orderId);
  if (!before) throw new DomainError('REVIEW_CLOSED', 'Write your review first, then add its photos.');
  refusePhotos(before.status, before.photos.length, 1);
  const images: UploadedImage[] = [];
  for await (const upload of uploads) {
    if (before.photos.length + images.length >= REVIEW_PHOTO_MAX_COUNT)
      refusePhotos('pending', before.photos.length, images.length + 1);
    images.push(await uploadedImage(REVIEW_PHOTOS_FIELD, upload.name, await upload.read()));
  }
  refusePhotos(before.status, before.photos.length, images.length);
  const stored = images.map((image) => ({ image, key: newFileKey('review-photos', 'jpg') }));
  try {
    await Promise.all(stored.map(({ image, key }) => files.put(key, image)));
    await db.transaction(async (tx) => {
      const review = await reviewOfOrder(tx, orderId, true);
      if (!review) throw new DomainError('REVIEW_CLOSED');
      refusePhotos(review.status, await countReviewPhotos(tx, review.id), images.length);
      await insertReviewPhotos(
        tx,
        stored.map(({ key }) => ({
          reviewId: review.id,
          storageKey: key,
          url: reviewPhotoPath(key.slice(key.indexOf('/') + 1)),
        })),
      );
    });
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => files.remove(key)));
    throw error;
  }
  return orderReviewState(db, row);
}
