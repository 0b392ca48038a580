'use client';

import { endpoints, type ReplyOf } from '@store/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { Dialog } from '@/ui/Dialog';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';

type Page = ReplyOf<typeof endpoints.ratings>;
const STARS = ['5', '4', '3', '2', '1'] as const;
/** The API's own default page of reviews (kept here: the contract's schemas stay out of the page's code). */
const PAGE_SIZE = 10;

/** Every approved review of the experience, newest first, a page at a time, under its rating summary. */
export function AllReviewsDialog(props: { experienceId: number; timeZone: string; onClose(): void }) {
  const { experienceId, timeZone, onClose } = props;
  const api = useApi();
  const [pages, setPages] = useState<Page[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (page: number) => {
      setBusy(true);
      setFailed(false);
      try {
        const reply = await api.call(endpoints.ratings, {
          params: { id: experienceId },
          query: { page, size: PAGE_SIZE },
          hideAlert: true,
        });
        setPages((had) => [...had.slice(0, page - 1), reply]);
      } catch {
        setFailed(true);
      } finally {
        setBusy(false);
      }
    },
    [api, experienceId],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const first = pages[0];
  const reviews = pages.flatMap((p) => p.reviews);
  const total = first?.total ?? 0;
  return (
    <Dialog title="Reviews" testId="all-reviews" onClose={onClose}>
      {first && (
        <div className={styles.summary} data-testid="rating-summary">
          <p className={styles.score}>
            ★ {first.rating.score.toFixed(1)}
            <small>{first.rating.count} reviews</small>
          </p>
          {STARS.map((star) => (
            <label key={star} className={styles.bar}>
              <span>{star} star</span>
              <meter min={0} max={Math.max(first.rating.count, 1)} value={first.rating.distribution[star]} />
              <span>{first.rating.distribution[star]}</span>
            </label>
          ))}
        </div>
      )}
      <ul className="reviews" data-testid="all-reviews-list">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} timeZone={timeZone} />
        ))}
      </ul>
      {failed && <p role="alert">The reviews could not be loaded. Please try again.</p>}
      {(failed || reviews.length < total) && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => load(pages.length + 1)}
            data-testid="all-reviews-more"
          >
            Load more
          </button>
        </div>
      )}
    </Dialog>
  );
}
