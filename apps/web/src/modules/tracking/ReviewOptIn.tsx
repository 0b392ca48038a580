'use client';

import { useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Tracking.module.css';
import { updateReviewOptIn } from './tracking-api';

type Props = { orderId: number; trackingKey: string | undefined; initial: 0 | 1 };

/**
 * The review opt-in (docs/product.md, "Order tracking"): a switch, changed on the page only once
 * the server took it, so what it shows is what the store will do.
 */
export function ReviewOptIn({ orderId, trackingKey, initial }: Props) {
  const api = useApi();
  const [on, setOn] = useState(initial === 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function toggle() {
    setBusy(true);
    setError('');
    try {
      const saved = await updateReviewOptIn(api, orderId, on ? 0 : 1, trackingKey);
      setOn(saved.is_google_review_opt_in === 1);
    } catch {
      setError('That did not save. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.sectionTitle}>
        Reviews
      </h2>
      <div className={styles.switchRow}>
        <span id="review-label">Ask me for a Google review after the celebration</span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="review-label"
          className={styles.switch}
          disabled={busy}
          onClick={toggle}
          data-testid="review-opt-in"
        >
          <span aria-hidden="true" />
        </button>
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
