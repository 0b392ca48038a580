'use client';

import { failureText } from '@store/api-client';
import { REVIEW_PHOTO_MAX_COUNT, REVIEW_STATUS_LABELS, REVIEW_TEXT_MAX } from '@store/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { StarRating } from '@/ui/StarRating';
import styles from './Tracking.module.css';
import { addReviewPhotos, orderReview, type ReviewState, writeReview } from './tracking-api';

type Props = { orderId: number; trackingKey: string | undefined };

/**
 * A review of the completed booking for the experience's page (docs/product.md, "Reviews"): stars,
 * words and up to five photos, once; it shows on the page as a verified booking once we approved it.
 * After 4 or 5 stars the city's Google review page is offered, when the city has one.
 */
export function WriteReviewSection({ orderId, trackingKey }: Props) {
  const api = useApi();
  const [state, setState] = useState<ReviewState | null>(null);
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [tried, setTried] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => {
    let live = true;
    orderReview(api, orderId, trackingKey).then(
      (data) => live && setState(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, orderId, trackingKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (rating === 0) return;
    if (photos.length > REVIEW_PHOTO_MAX_COUNT)
      return setError(`Choose at most ${REVIEW_PHOTO_MAX_COUNT} photos.`);
    setError('');
    setBusy(true);
    try {
      const written = await writeReview(api, orderId, { rating, body }, trackingKey);
      setState(written.data);
      setNote(written.message);
      if (photos.length > 0) {
        try {
          setState(await addReviewPhotos(api, orderId, photos, trackingKey));
        } catch (failure) {
          setNote(`${written.message} ${failureText(failure, 'Your photos did not upload.')}`);
        }
      }
    } catch (failure) {
      setError(failureText(failure, 'Your review did not save. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (!state || (!state.review && !state.can_write)) return null;
  const { review } = state;
  return (
    <section className={styles.section} aria-labelledby="write-review-title" data-testid="write-review">
      <h2 id="write-review-title" className={styles.sectionTitle}>
        Review this experience
      </h2>
      {review ? (
        <div role="status" data-testid="review-written">
          <p>
            {note || `Your review (${review.rating} of 5 stars): ${REVIEW_STATUS_LABELS[review.status]}.`}
          </p>
          {review.photos.length > 0 && (
            <p className={styles.muted} data-testid="review-photo-count">
              {review.photos.length} {review.photos.length === 1 ? 'photo' : 'photos'} added.
            </p>
          )}
          {state.google_review_url && (
            <p>
              Glad you loved it! Would you share it on Google too?{' '}
              <a
                href={state.google_review_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="google-review-link"
              >
                Review us on Google
              </a>
            </p>
          )}
        </div>
      ) : (
        <form onSubmit={submit} className={styles.feedbackForm} noValidate data-testid="review-form">
          <StarRating
            name="review-rating"
            legend="Your stars for the experience page"
            value={rating}
            onChange={setRating}
            checked={tried}
            testId="review-star"
          />
          <label className={styles.field}>
            <span>Your review (shown with your first name)</span>
            <textarea
              value={body}
              maxLength={REVIEW_TEXT_MAX}
              rows={4}
              onChange={(e) => setBody(e.target.value)}
              data-testid="review-body"
            />
          </label>
          <label className={styles.field}>
            <span>Photos (up to {REVIEW_PHOTO_MAX_COUNT}, optional)</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(e) => setPhotos([...(e.target.files ?? [])])}
              data-testid="review-photos"
            />
          </label>
          {error && (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy} data-testid="review-submit">
            Post review
          </button>
        </form>
      )}
    </section>
  );
}
