'use client';

import { ApiError, failureText, isFeedbackAlreadyGiven } from '@store/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { StarRating } from '@/ui/StarRating';
import styles from './Tracking.module.css';
import { type FeedbackState, orderFeedback, shareFeedback } from './tracking-api';

type Props = { orderId: number; trackingKey: string | undefined };
type View = { kind: 'loading' } | { kind: 'form' } | { kind: 'shared'; message: string } | { kind: 'failed' };

/**
 * Feedback on a completed booking, once (docs/product.md, "Order tracking"): a reply with the
 * feedback says it was already shared and its message is shown; so does a refusal on sending that
 * names feedback already given (FEEDBACK_ALREADY_GIVEN).
 */
export function FeedbackSection({ orderId, trackingKey }: Props) {
  const api = useApi();
  const toast = useToast();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    let live = true;
    orderFeedback(api, orderId, trackingKey)
      .then(({ data, message }: { data: FeedbackState; message: string }) => {
        if (!live) return;
        if (data.feedback) setView({ kind: 'shared', message });
        else setView(data.can_share ? { kind: 'form' } : { kind: 'failed' });
      })
      .catch(() => live && setView({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [api, orderId, trackingKey]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (rating === 0) return;
    setError('');
    try {
      const reply = await shareFeedback(api, { order_id: orderId, rating, comment }, trackingKey);
      toast(reply.message, 'success');
      setView({ kind: 'shared', message: 'Thank you: your feedback is shared.' });
    } catch (failure) {
      if (failure instanceof ApiError && isFeedbackAlreadyGiven(failure))
        return setView({ kind: 'shared', message: failure.message });
      setError(failureText(failure, 'Please try again.'));
    }
  }

  if (view.kind === 'loading' || view.kind === 'failed') return null;
  return (
    <section className={styles.section} aria-labelledby="feedback-title" data-testid="tracking-feedback">
      <h2 id="feedback-title" className={styles.sectionTitle}>
        How was it?
      </h2>
      {view.kind === 'shared' ? (
        <p role="status" data-testid="feedback-shared">
          {view.message}
        </p>
      ) : (
        <form onSubmit={submit} className={styles.feedbackForm} noValidate>
          <StarRating
            name="rating"
            legend="Your rating"
            value={rating}
            onChange={setRating}
            checked={tried}
          />
          <label className={styles.field}>
            <span>Anything to tell us? (optional)</span>
            <textarea
              value={comment}
              maxLength={2000}
              rows={3}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          {error && (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={styles.primary} data-testid="feedback-submit">
            Share feedback
          </button>
        </form>
      )}
    </section>
  );
}
