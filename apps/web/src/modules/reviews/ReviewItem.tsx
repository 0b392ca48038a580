import type { ReviewSummary } from '@store/contract';
import { formatDisplayDate } from '@store/domain';
import styles from './Reviews.module.css';

/** One review as the experience page and its "all reviews" panel show it. */
export function ReviewItem({ review, timeZone }: { review: ReviewSummary; timeZone: string }) {
  return (
    <li data-testid="review">
      <p className="review-head">
        <strong>{review.customer_name}</strong> <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        <span className="visually-hidden">{review.rating} out of 5</span>{' '}
        <time dateTime={review.created_at}>{formatDisplayDate(review.created_at, timeZone)}</time>
        {review.verified && (
          <em className={styles.verified} data-testid="review-verified">
            Verified booking
          </em>
        )}
      </p>
      <p>{review.body}</p>
    </li>
  );
}
