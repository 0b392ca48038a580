'use client';

import { endpoints } from '@store/api-client';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { FormShell, FormShellField } from '@/ui/FormShell';
import { StarRating } from '@/ui/StarRating';
import { useFormSend } from '@/ui/useFormSend';
import styles from './Legal.module.css';

const FAILED = 'We could not send your feedback. Please try again in a moment.';
/** Where the footer's "Feedback" link lands on the contact page. */
const SITE_FEEDBACK_ANCHOR = 'feedback';

/**
 * "How are we doing?": stars and a few words about the store itself (POST /v2/feedback), kept for
 * the operators. Feedback on one booking is asked on its tracking page instead.
 */
export function SiteFeedbackForm() {
  const api = useApi();
  const { state, send, fieldError } = useFormSend(FAILED);
  const [rating, setRating] = useState(0);
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (rating === 0) return;
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    void send(
      () => api.callWithMessage(endpoints.siteFeedback, { body: { rating, message }, hideAlert: true }),
      'Thank you for your feedback.',
    );
  }

  return (
    <div id={SITE_FEEDBACK_ANCHOR}>
      <FormShell
        id="site-feedback"
        title="How are we doing?"
        state={state}
        submitLabel="Send feedback"
        onSubmit={submit}
      >
        <StarRating
          name="site-rating"
          legend="Your rating of the store"
          value={rating}
          onChange={setRating}
          checked={tried}
          testId="site-feedback-star"
        />
        <FormShellField label="What should we keep or change?" error={fieldError('message')}>
          <textarea
            className={styles.input}
            name="message"
            required
            maxLength={2000}
            data-testid="site-feedback-message"
          />
        </FormShellField>
      </FormShell>
    </div>
  );
}
