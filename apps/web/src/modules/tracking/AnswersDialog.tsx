'use client';

import { ANSWERS_SUBMITTED, ApiError, bookingQuestionErrors, errorKind } from '@store/api-client';
import { type FormEvent, useState } from 'react';
import { clearStoredAnswers, useStoredAnswers } from '@/modules/checkout/answers-storage';
import { BookingQuestions } from '@/modules/checkout/BookingQuestions';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import styles from './Tracking.module.css';
import { type OrderQuestions, submitAnswers } from './tracking-api';

type Props = {
  orderId: number;
  trackingKey: string | undefined;
  state: OrderQuestions;
  onClose: () => void;
  onSaved: (state: OrderQuestions) => void;
};

const FIELD_PREFIX = 'booking_questions.';

/**
 * The answer modal of the tracking page (docs/product.md, "Booking questions"): the server's answers, each
 * overridden by one saved on this device, the checkout's rules for each kind of question, and the
 * server's refusals under their questions. A successful submit closes it and forgets the saved ones.
 */
export function AnswersDialog({ orderId, trackingKey, state, onClose, onSaved }: Props) {
  const api = useApi();
  const toast = useToast();
  const scope = `order-${orderId}` as const;
  const [saved, save] = useStoredAnswers(scope);
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const server = Object.fromEntries(state.questions.map((q) => [q.question_id, q.value ?? '']));
  const answers: Record<number, string> = { ...server, ...saved };

  function answer(questionId: number, value: string) {
    save(questionId, value);
    setMissing((current) => new Set([...current].filter((id) => id !== questionId)));
    setErrors(({ [questionId]: _, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Mandatory questions must be answered (docs/product.md, "Booking questions"); the missing ones
    // are listed, nothing sent.
    const blank = state.questions.filter((q) => q.mandatory && !(answers[q.question_id] ?? '').trim());
    setMissing(new Set(blank.map((q) => q.question_id)));
    if (blank.length > 0) {
      setAlert(`Please answer: ${blank.map((q) => q.question).join(', ')}`);
      return;
    }
    setBusy(true);
    setAlert('');
    try {
      const reply = await submitAnswers(
        api,
        orderId,
        state.questions.map((q) => ({ id: q.question_id, value: answers[q.question_id] ?? '' })),
        trackingKey,
      );
      clearStoredAnswers(scope);
      toast(reply.message || ANSWERS_SUBMITTED, 'success');
      onSaved(reply.data);
    } catch (failure) {
      setBusy(false);
      if (!(failure instanceof ApiError) || errorKind(failure) === 'failure') {
        setAlert('Your answers could not be sent. Please try again.');
        return;
      }
      const mapped = bookingQuestionErrors(failure);
      setErrors(
        Object.fromEntries(
          Object.entries(mapped.byQuestion).map(([field, text]) => [
            Number(field.replace(FIELD_PREFIX, '')),
            text,
          ]),
        ),
      );
      setAlert(mapped.alert ?? mapped.text);
    }
  }

  return (
    <Dialog title="Booking questions" testId="answers-dialog" onClose={onClose}>
      <form className={styles.answersForm} onSubmit={submit} noValidate>
        {state.editable_note && <p className={styles.muted}>{state.editable_note}</p>}
        <BookingQuestions
          questions={state.questions}
          answers={answers}
          onAnswer={answer}
          missing={missing}
          errors={errors}
          title="What the team needs to know"
        />
        {alert && (
          <p className={styles.alert} role="alert" data-testid="answers-alert">
            {alert}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy} data-testid="answers-submit">
          {busy ? 'Sending…' : 'Submit answers'}
        </button>
      </form>
    </Dialog>
  );
}
