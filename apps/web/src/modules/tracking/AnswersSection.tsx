'use client';

import { ApiError } from '@store/api-client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Tracking.module.css';
import { type OrderQuestions, orderQuestions } from './tracking-api';

// The modal's code loads when the customer opens it, not with the page.
const AnswersDialog = dynamic(() => import('./AnswersDialog').then((m) => m.AnswersDialog));

/** The `answer=1` of a chaser message's link: the page opens with the answer modal. */
const askedToAnswer = () => new URLSearchParams(window.location.search).get('answer') === '1';

/**
 * The order's booking questions (with a modal to answer them: docs/product.md, "Order tracking"):
 * each question with its answer, a button to answer or change them until the cut-off, and after it
 * the reason they are read-only.
 */
export function AnswersSection({
  orderId,
  trackingKey,
  served,
}: {
  orderId: number;
  trackingKey: string | undefined;
  /** The questions as the server read them with the page: not asked for again. */
  served?: OrderQuestions;
}) {
  const api = useApi();
  const [state, setState] = useState<OrderQuestions | null>(served ?? null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  // A tracking link's key only shows the answers: changing them asks the customer to sign in first.
  const signedIn = Boolean(useAuth().token);
  const keyOnly = trackingKey !== undefined && !signedIn;
  const servedAtStart = useRef(served);

  useEffect(() => {
    let live = true;
    const shown = (loaded: OrderQuestions) => {
      if (loaded.editable && loaded.questions.length > 0 && askedToAnswer()) setOpen(true);
    };
    if (servedAtStart.current) {
      shown(servedAtStart.current);
      servedAtStart.current = undefined;
      return;
    }
    orderQuestions(api, orderId, trackingKey)
      .then((loaded) => {
        if (!live) return;
        setState(loaded);
        shown(loaded);
      })
      .catch(
        (error: unknown) => live && setFailed(!(error instanceof ApiError && error.code === 'NOT_FOUND')),
      );
    return () => {
      live = false;
    };
  }, [api, orderId, trackingKey]);

  if (failed)
    return <p className={styles.muted}>The booking questions could not be loaded. Please reload.</p>;
  if (!state || state.questions.length === 0) return null;
  const unanswered = state.questions.filter((q) => q.mandatory && !q.value).length;
  return (
    <section className={styles.section} aria-labelledby="answers-title" data-testid="tracking-answers">
      <h2 id="answers-title" className={styles.sectionTitle}>
        Booking questions
      </h2>
      {unanswered > 0 && state.editable && (
        <p className={styles.attention} data-testid="answers-needed">
          {unanswered === 1 ? 'One required question is' : `${unanswered} required questions are`} still
          unanswered: the team needs {unanswered === 1 ? 'it' : 'them'} to prepare.
        </p>
      )}
      <dl className={styles.answers}>
        {state.questions.map((q) => (
          <div key={q.question_id}>
            <dt>{q.question}</dt>
            <dd data-testid="answer-value">{q.value ? q.value.split(',').join(', ') : 'Not answered'}</dd>
          </div>
        ))}
      </dl>
      {state.editable ? (
        <>
          {state.editable_note && <p className={styles.muted}>{state.editable_note}</p>}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => (keyOnly ? openLogin() : setOpen(true))}
            data-testid="answers-open"
          >
            {state.submitted ? 'Change answers' : 'Answer the questions'}
          </button>
        </>
      ) : (
        <p className={styles.muted} data-testid="answers-locked">
          {state.locked_reason}
        </p>
      )}
      {open && (
        <AnswersDialog
          orderId={orderId}
          trackingKey={trackingKey}
          state={state}
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            setState(saved);
            setOpen(false);
          }}
        />
      )}
    </section>
  );
}
