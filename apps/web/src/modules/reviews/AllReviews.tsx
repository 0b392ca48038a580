'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import styles from './Reviews.module.css';

// The panel and its calls load when asked for: the page's first load stays as it was.
const AllReviewsDialog = dynamic(() => import('./AllReviewsDialog').then((m) => m.AllReviewsDialog));
const ReviewPhotos = dynamic(() => import('./ReviewPhotos').then((m) => m.ReviewPhotos));

type Props = { experienceId: number; count: number; timeZone: string };

/** "See all reviews" (a panel with the rating summary, paged) and the review photos, on demand. */
export function AllReviews({ experienceId, count, timeZone }: Props) {
  const [panel, setPanel] = useState(false);
  const [photos, setPhotos] = useState(false);
  return (
    <>
      <div className={styles.actions}>
        {count > 0 && (
          <button
            type="button"
            className={styles.button}
            onClick={() => setPanel(true)}
            data-testid="all-reviews-open"
          >
            See all {count} reviews
          </button>
        )}
        {!photos && count > 0 && (
          <button
            type="button"
            className={styles.button}
            onClick={() => setPhotos(true)}
            data-testid="review-photos-open"
          >
            Customer photos
          </button>
        )}
      </div>
      {photos && <ReviewPhotos experienceId={experienceId} />}
      {panel && (
        <AllReviewsDialog experienceId={experienceId} timeZone={timeZone} onClose={() => setPanel(false)} />
      )}
    </>
  );
}
